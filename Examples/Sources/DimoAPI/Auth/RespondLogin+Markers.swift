extension RespondLogin {
  /// The marker in `access_token` of a refused login: why it was refused.
  public enum Marker: String, Sendable, CaseIterable {
    /// No account with that id.
    case noAccount = "id_false"
    /// The password does not match.
    case wrongPassword = "pwd_false"
    /// Five failures in 15 minutes: the account is locked for a while.
    case locked = "locked"
  }

  /// The refusal's marker, or nil for a login that succeeded.
  public var marker: Marker? { Marker(rawValue: accessToken) }
}
