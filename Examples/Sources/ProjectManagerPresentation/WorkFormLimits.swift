/// The limits of the form's fields, as the domain's rules set them (``WorkRules``).
public struct WorkFormLimits: Equatable, Sendable {
  /// The title's limit in characters.
  public let title: Int
  /// The body's limit in characters.
  public let body: Int

  /// Creates the limits.
  public init(title: Int, body: Int) {
    self.title = title
    self.body = body
  }
}
