/// One key and what it does, as shown in the footer and the help overlay:
/// `KeyHint("n", "New")`.
public struct KeyHint: Sendable, Hashable {
  /// The key as the user reads it ("n", "Enter", "Ctrl-S", "↑↓").
  public var key: String
  /// What the key does, in the user's language.
  public var title: String

  /// A hint for `key` doing `title`.
  public init(_ key: String, _ title: String) {
    self.key = key
    self.title = title
  }
}
