/// Whose profile a page shows: the caller's (My Momentum) or another user's, by login id,
/// with the nickname known so far (from the review or comment that led there).
public enum MomentumOwner: Hashable, Sendable {
  /// The caller's own page.
  case me
  /// Another user's page.
  case user(id: String, nickname: String?)

  /// The login id to ask for; nil for the caller.
  public var userID: String? {
    if case .user(let id, _) = self { return id }
    return nil
  }

  /// True for the caller's own page.
  public var isOwn: Bool { self == .me }
}
