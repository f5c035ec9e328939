/// The two tokens of a logged-in session.
public struct SessionTokens: Codable, Equatable, Sendable {
  /// The access token (1 hour), sent as `Authorization: Bearer …`.
  public var access: String
  /// The refresh token (14 days), traded once for new tokens.
  public var refresh: String

  /// Creates the pair.
  public init(access: String, refresh: String) {
    self.access = access
    self.refresh = refresh
  }

  /// Never the tokens themselves: they must not reach a log.
  public var redacted: String { "SessionTokens(<redacted>)" }
}

extension SessionTokens: CustomStringConvertible, CustomDebugStringConvertible {
  /// The tokens, hidden (see ``redacted``).
  public var description: String { redacted }
  /// The tokens, hidden (see ``redacted``).
  public var debugDescription: String { redacted }
}
