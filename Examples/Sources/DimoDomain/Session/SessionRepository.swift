/// The logged-in session: whether there is one, its end, and logging out.
public protocol SessionRepository: Sendable {
  /// True while tokens are kept (the app opens on the tabs, else on the login).
  var hasSession: Bool { get }
  /// Revokes the session on the server (when it can be reached) and forgets the tokens, and
  /// says which of the two happened.
  @discardableResult
  func logOut() async -> LogoutOutcome
  /// The session's ends that the user did not ask for — a refresh token the server refused —
  /// from now on; each call makes a new stream.
  func endings() -> AsyncStream<SessionEnd>
}

/// What a logout reached: the tokens are forgotten on this device either way.
public enum LogoutOutcome: Equatable, Sendable {
  /// The server ended the session too (or it had already ended, or there was none).
  case revoked
  /// The server could not be reached or failed: the session may still be live there until it
  /// expires.
  case forgottenHereOnly
}

/// Why a session ended without the user logging out.
public enum SessionEnd: Equatable, Sendable {
  /// The server refused the refresh token: it expired, or the session was revoked.
  case expired
}
