import DimoAPI
import Foundation
import Hummingbird
import ServerSupport

/// Turns `Authorization: Bearer <access token>` into the ``Caller``: 401 for a missing, forged
/// or expired token and for a session that was revoked (logout, a reused refresh token, a
/// password reset, a withdrawal).
struct Authenticator: Sendable {
  let tokens: TokenService
  let database: any DimoDatabase
  let clock: @Sendable () -> Date

  /// The caller of `request`.
  func caller(of request: Request) async throws(DimoRefusal) -> Caller {
    guard let token = BearerAuthorization.token(in: request.headers[.authorization]) else {
      throw Self.refusal(DimoMessages.unauthorized)
    }
    let now = clock()
    let claims: AccessClaims
    do {
      claims = try await tokens.verifyAccess(token, now: now)
    } catch {
      throw Self.refusal(
        error == .expired ? DimoMessages.accessTokenExpired : DimoMessages.unauthorized)
    }
    guard let userNo = Int(claims.sub.value) else {
      throw Self.refusal(DimoMessages.unauthorized)
    }
    let sessionID = claims.sid
    let user: UserRecord?
    do {
      user = try await database.read { db in
        try await SessionQueries.caller(
          db, sessionID: sessionID, userNo: userNo, now: now.epochSeconds)
      }
    } catch {
      throw DimoRefusal(500, DimoMessages.serverFailure)
    }
    guard let user else { throw Self.refusal(DimoMessages.refreshRejected) }
    return Caller(user: user, sessionID: sessionID)
  }

  /// A 401 that names the scheme.
  static func refusal(_ message: String) -> DimoRefusal {
    DimoRefusal(
      status: 401, body: RespondMessage(code: 401, message: message),
      headers: [.wwwAuthenticate: "Bearer"])
  }
}
