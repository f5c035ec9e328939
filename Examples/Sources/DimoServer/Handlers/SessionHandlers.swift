import DimoAPI
import DimoDomain
import Foundation
import Hummingbird

/// Logging in and out, and refreshing tokens.
struct SessionHandlers: Sendable {
  let env: DimoEnvironment

  /// What a failed login answers in `access_token`, as the original did.
  private enum Marker {
    static let noAccount = RespondLogin.Marker.noAccount.rawValue
    static let wrongPassword = RespondLogin.Marker.wrongPassword.rawValue
    static let locked = RespondLogin.Marker.locked.rawValue
  }

  /// `POST login`. Five tries within 15 minutes that were not right lock the account for 15
  /// minutes.
  ///
  /// Each try is counted first per client address (``DimoRules/loginTriesPerClient``), then per
  /// account before its password is checked, in one statement every instance
  /// shares (``RateLimitQueries``): however many tries arrive at once, on however many
  /// instances, at most five are checked. An unknown id costs a check of a decoy hash, so its
  /// answer takes as long as a wrong password's (the two messages differ, as in the original).
  func login(_ request: Request, client: String?) async throws -> any DimoResponse {
    let body = try await JSONRequestBody.decode(RequestLogin.self, from: request)
    let now = env.clock()
    if let client {
      try await countTry(from: client, now: now.epochSeconds)
    }
    guard
      let user = try await env.read({ db in try await UserQueries.find(db, userID: body.userID) })
    else {
      await env.hasher.verifyDecoy(body.password)
      throw refusal(body.userID, DimoMessages.noAccount, Marker.noAccount)
    }
    if let lockedUntil = user.lockedUntil, lockedUntil > now.epochSeconds {
      throw locked(body.userID, until: lockedUntil, now: now)
    }
    guard let hash = user.passwordHash else {
      await env.hasher.verifyDecoy(body.password)
      throw refusal(body.userID, DimoMessages.sampleAccount, Marker.wrongPassword)
    }
    let take = try await env.write { db in
      try await RateLimitQueries.take(
        db, key: RateLimitKey.logins(of: user.userNo), limit: DimoRules.loginFailureLimit,
        window: Int(DimoRules.loginFailureWindow), now: now.epochSeconds)
    }
    guard take.isAllowed else {
      // Five tries are being checked or were wrong: refused unchecked until the window ends.
      throw locked(user.userID, until: max(user.lockedUntil ?? 0, take.windowEnd), now: now)
    }
    let isRight =
      DimoRules.isValidPassword(body.password)
      ? await env.hasher.verify(body.password, hash: hash)
      : await decoyFalse(body.password)
    guard isRight else {
      guard take.hits < take.limit else { throw try await lock(user, now: now) }
      throw refusal(user.userID, DimoMessages.wrongPassword, Marker.wrongPassword)
    }
    try await env.write { db in
      try await RateLimitQueries.clear(db, key: RateLimitKey.logins(of: user.userNo))
    }
    let tokens = try await startSession(for: user)
    return RespondLogin(
      code: 200, message: DimoMessages.loggedIn(nickname: user.nickname), userID: user.userID,
      accessToken: tokens.access, refreshToken: tokens.refresh)
  }

  /// Counts a login try from `client` before any password is checked.
  /// - Throws: a 429 ``DimoRefusal`` past ``DimoRules/loginTriesPerClient`` in the window.
  private func countTry(from client: String, now: Int) async throws {
    let take = try await env.write { db in
      try await RateLimitQueries.take(
        db, key: RateLimitKey.logins(from: client), limit: DimoRules.loginTriesPerClient,
        window: Int(DimoRules.loginFailureWindow), now: now)
    }
    guard take.isAllowed else {
      throw DimoRefusal.tooMany(
        DimoMessages.tooManyLogins(minutes: take.minutesLeft(now: now)),
        retryAfter: take.secondsLeft(now: now))
    }
  }

  /// Checks a password that breaks the password rule against the decoy, so that it costs what
  /// any other wrong password costs; it is never right.
  private func decoyFalse(_ password: String) async -> Bool {
    await env.hasher.verifyDecoy(password)
    return false
  }

  /// Locks `user` for 15 minutes from `now` (unless it is locked longer already) and answers
  /// with the time left.
  private func lock(_ user: UserRecord, now: Date) async throws -> DimoRefusal {
    let until = now.addingTimeInterval(DimoRules.loginLockDuration).epochSeconds
    let lockedUntil = try await env.write { db in
      try await UserQueries.extendLock(db, userNo: user.userNo, until: until)
    }
    return locked(user.userID, until: lockedUntil, now: now)
  }

  /// A new session for `user`: its access and refresh tokens.
  func startSession(for user: UserRecord) async throws -> (access: String, refresh: String) {
    let now = env.clock()
    let sessionID = UUID().uuidString
    let jti = UUID().uuidString
    let expires = now.addingTimeInterval(DimoRules.refreshTokenLifetime).epochSeconds
    try await env.write { db in
      try await SessionQueries.create(
        db, sessionID: sessionID, userNo: user.userNo, jti: jti, now: now.epochSeconds,
        expiresAt: expires)
    }
    return (
      try await env.tokens.accessToken(for: user, sessionID: sessionID, now: now),
      try await env.tokens.refreshToken(
        userNo: user.userNo, sessionID: sessionID, jti: jti, now: now)
    )
  }

  /// `POST login/refresh`: new tokens for a refresh token, which is used up. A refresh token
  /// sent a second time revokes its session (someone else may hold a copy).
  func refresh(_ request: Request) async throws -> any DimoResponse {
    let body = try await JSONRequestBody.decode(RequestRefresh.self, from: request)
    let now = env.clock()
    let claims: RefreshClaims
    do {
      claims = try await env.tokens.verifyRefresh(body.refreshToken, now: now)
    } catch {
      throw Authenticator.refusal(DimoMessages.refreshRejected)
    }
    guard let userNo = Int(claims.sub.value) else {
      throw Authenticator.refusal(DimoMessages.refreshRejected)
    }
    let newJTI = UUID().uuidString
    let expires = now.addingTimeInterval(DimoRules.refreshTokenLifetime).epochSeconds
    let user = try await env.write { db -> UserRecord? in
      guard let session = try await SessionQueries.find(db, sessionID: claims.sid),
        session.userNo == userNo, session.revokedAt == nil
      else { return nil }
      guard
        try await SessionQueries.rotate(
          db, sessionID: claims.sid, oldJTI: claims.jti.value, newJTI: newJTI, expiresAt: expires)
      else {
        try await SessionQueries.revoke(db, sessionID: claims.sid, now: now.epochSeconds)
        return nil
      }
      return try await UserQueries.find(db, userNo: userNo)
    }
    guard let user else { throw Authenticator.refusal(DimoMessages.refreshRejected) }
    return RespondToken(
      code: 200, message: DimoMessages.refreshed,
      accessToken: try await env.tokens.accessToken(for: user, sessionID: claims.sid, now: now),
      refreshToken: try await env.tokens.refreshToken(
        userNo: userNo, sessionID: claims.sid, jti: newJTI, now: now))
  }

  /// `POST logout`: revokes the caller's session.
  func logout(_ caller: Caller) async throws -> any DimoResponse {
    let now = env.now
    try await env.write { db in
      try await SessionQueries.revoke(db, sessionID: caller.sessionID, now: now)
    }
    return RespondMessage(code: 200, message: DimoMessages.loggedOut)
  }

  /// Every social route: the providers cannot be reached from here.
  func social(_ route: DimoRoute) -> DimoRefusal {
    let provider = SocialProvider.allCases.first { $0.route == route }
    return .notFound(
      DimoMessages.socialUnavailable(provider?.displayName ?? "소셜"))
  }

  private func refusal(_ userID: String, _ message: String, _ marker: String) -> DimoRefusal {
    DimoRefusal(
      status: 401,
      body: RespondLogin(
        code: 401, message: message, userID: userID, accessToken: marker, refreshToken: ""))
  }

  private func locked(_ userID: String, until: Int, now: Date) -> DimoRefusal {
    let seconds = max(until - now.epochSeconds, 1)
    var refusal = refusal(
      userID, DimoMessages.accountLocked(minutes: (seconds + 59) / 60), Marker.locked)
    refusal.headers[.retryAfter] = "\(seconds)"
    return refusal
  }
}
