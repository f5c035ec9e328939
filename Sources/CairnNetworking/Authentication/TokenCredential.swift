import Foundation

/// An access token and, when the server says so, the moment it expires.
public struct AccessToken: Sendable, Hashable {
  /// The token as sent after `Bearer `.
  public var value: String
  /// When the token stops being accepted; `nil` when unknown.
  public var expiresAt: Date?

  /// Creates a token that expires at `expiresAt` (never known to expire when `nil`).
  public init(_ value: String, expiresAt: Date? = nil) {
    self.value = value
    self.expiresAt = expiresAt
  }
}

/// A token as one request saw it: the value, its expiry and its generation, which grows by one
/// with every refresh or replacement. Comparing generations tells a stale 401 from a fresh one.
public struct TokenCredential: Sendable, Hashable {
  /// The access token, or `nil` when there is none.
  public let token: String?
  /// When the token expires, if known.
  public let expiresAt: Date?
  /// How many times the token has changed since the store was created.
  public let generation: Int

  /// Creates a credential.
  public init(token: String?, expiresAt: Date? = nil, generation: Int) {
    self.token = token
    self.expiresAt = expiresAt
    self.generation = generation
  }

  init(_ accessToken: AccessToken?, generation: Int) {
    self.init(token: accessToken?.value, expiresAt: accessToken?.expiresAt, generation: generation)
  }
}
