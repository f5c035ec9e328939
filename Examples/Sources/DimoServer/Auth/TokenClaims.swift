import JWTKit

/// The claims of an access token (1 hour): the account number, the session, and the original's
/// `user_id`, `name` and `nickname`.
struct AccessClaims: JWTPayload, Equatable {
  /// The account number.
  var sub: SubjectClaim
  /// The session.
  var sid: String
  /// `access`.
  var typ: String
  /// When it expires.
  var exp: ExpirationClaim
  /// When it was issued.
  var iat: IssuedAtClaim
  /// The login id.
  var userID: String
  /// The real name.
  var name: String
  /// The nickname.
  var nickname: String

  enum CodingKeys: String, CodingKey {
    case sub, sid, typ, exp, iat, name, nickname
    case userID = "user_id"
  }

  /// Checks the token's kind; the expiry is checked against the server's clock afterwards.
  func verify(using algorithm: some JWTAlgorithm) async throws {
    guard typ == "access" else { throw TokenProblem.invalid }
  }
}

/// The claims of a refresh token (14 days): the account number, the session and the token's
/// own id, which the session must still accept.
struct RefreshClaims: JWTPayload, Equatable {
  /// The account number.
  var sub: SubjectClaim
  /// The session.
  var sid: String
  /// This token's id.
  var jti: IDClaim
  /// `refresh`.
  var typ: String
  /// When it expires.
  var exp: ExpirationClaim
  /// When it was issued.
  var iat: IssuedAtClaim

  /// Checks the token's kind; the expiry is checked against the server's clock afterwards.
  func verify(using algorithm: some JWTAlgorithm) async throws {
    guard typ == "refresh" else { throw TokenProblem.invalid }
  }
}

/// Why a token is not accepted.
enum TokenProblem: Error, Equatable {
  /// Not a token of this server (bad signature, format or kind).
  case invalid
  /// Past its expiry.
  case expired
}
