/// The screen a commenter opens until My Momentum's profiles of part 2 exist: it says so.
@MainActor
public final class ProfilePlaceholderViewModel {
  /// What the screen says.
  public let message: String

  /// Creates the placeholder for `nickname`.
  public init(nickname: String) {
    message = DimoStrings.profilePlaceholder(nickname)
  }
}
