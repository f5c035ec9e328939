import DimoDomain
import Foundation
import JWTKit

/// Signs and verifies the server's JWTs with HMAC-SHA256.
struct TokenService: Sendable {
  private let keys: JWTKeyCollection

  /// A service signing with `secret`.
  static func make(secret: [UInt8]) async -> TokenService {
    let keys = JWTKeyCollection()
    await keys.add(hmac: HMACKey(from: secret), digestAlgorithm: .sha256)
    return TokenService(keys: keys)
  }

  /// An access token for `user` in session `sessionID`, valid for 1 hour from `now`.
  func accessToken(for user: UserRecord, sessionID: String, now: Date) async throws -> String {
    try await keys.sign(
      AccessClaims(
        sub: SubjectClaim(value: "\(user.userNo)"), sid: sessionID, typ: "access",
        exp: ExpirationClaim(value: now.addingTimeInterval(DimoRules.accessTokenLifetime)),
        iat: IssuedAtClaim(value: now), userID: user.userID, name: user.name,
        nickname: user.nickname))
  }

  /// A refresh token for session `sessionID` with id `jti`, valid for 14 days from `now`.
  func refreshToken(userNo: Int, sessionID: String, jti: String, now: Date) async throws
    -> String
  {
    try await keys.sign(
      RefreshClaims(
        sub: SubjectClaim(value: "\(userNo)"), sid: sessionID, jti: IDClaim(value: jti),
        typ: "refresh",
        exp: ExpirationClaim(value: now.addingTimeInterval(DimoRules.refreshTokenLifetime)),
        iat: IssuedAtClaim(value: now)))
  }

  /// The claims of a valid, unexpired access token.
  func verifyAccess(_ token: String, now: Date) async throws(TokenProblem) -> AccessClaims {
    let claims: AccessClaims
    do {
      claims = try await keys.verify(token, as: AccessClaims.self)
    } catch {
      throw .invalid
    }
    guard now < claims.exp.value else { throw .expired }
    return claims
  }

  /// The claims of a valid, unexpired refresh token.
  func verifyRefresh(_ token: String, now: Date) async throws(TokenProblem) -> RefreshClaims {
    let claims: RefreshClaims
    do {
      claims = try await keys.verify(token, as: RefreshClaims.self)
    } catch {
      throw .invalid
    }
    guard now < claims.exp.value else { throw .expired }
    return claims
  }
}
