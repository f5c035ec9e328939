/// The logged-in session: whether there is one, its end, and logging out.
public protocol SessionRepository: Sendable {
  /// True while tokens are kept (the app opens on the tabs, else on the login).
  var hasSession: Bool { get }
  /// Revokes the session on the server (when it can be reached) and forgets the tokens.
  func logOut() async
  /// The session's ends that the user did not ask for — a refresh token the server refused —
  /// from now on; each call makes a new stream.
  func endings() -> AsyncStream<SessionEnd>
}

/// Why a session ended without the user logging out.
public enum SessionEnd: Equatable, Sendable {
  /// The server refused the refresh token: it expired, or the session was revoked.
  case expired
}
