import DimoAPI
import DimoDomain
import Foundation
import Hummingbird

/// The Setting tab: account info, password, nickname, MBTI, character requests, withdrawal.
struct SettingsHandlers: Sendable {
  let env: DimoEnvironment

  /// `GET user_info`.
  func userInfo(_ request: Request, _ caller: Caller) throws -> any DimoResponse {
    try caller.requireSelf(try QueryRequest.decode(RequestUser.self, from: request).userID)
    let user = caller.user
    return RespondUserInfo(
      code: 200, message: DimoMessages.userInfo, userID: user.userID, nickname: user.nickname,
      mbti: user.mbti, updatedAtNickname: Self.iso(user.updatedAtNickname),
      updatedAtMBTI: Self.iso(user.updatedAtMBTI), name: user.name, agency: user.agency,
      phoneNumber: user.phoneNumber, pushCheck: user.pushCheck, snsType: user.snsType)
  }

  /// `POST user_info/change_pw`: the current password must be right, the new one must follow
  /// the rule and differ; the caller's other sessions are revoked. Each check of the current
  /// password counts as a login try (the same limit, five in fifteen minutes), so that a stolen
  /// access token cannot guess the password here and take the account.
  func changePassword(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    let body = try await JSONRequestBody.decode(RequestChangePassword.self, from: request)
    try caller.requireSelf(body.userID)
    let user = caller.user
    func refusal(_ status: Int, _ message: String, _ confirm: String) -> DimoRefusal {
      DimoRefusal(
        status: status,
        body: RespondChangePassword(
          code: status, message: message, messageConfirmPW: confirm, userID: user.userID))
    }
    guard let hash = user.passwordHash else {
      throw refusal(403, DimoMessages.socialHasNoPassword, DimoMessages.socialHasNoPassword)
    }
    let checkedAt = env.now
    let take = try await env.write { db in
      try await RateLimitQueries.take(
        db, key: RateLimitKey.logins(of: user.userNo), limit: DimoRules.loginFailureLimit,
        window: Int(DimoRules.loginFailureWindow), now: checkedAt)
    }
    guard take.isAllowed else {
      let message = DimoMessages.accountLocked(minutes: take.minutesLeft(now: checkedAt))
      var tooMany = refusal(429, message, message)
      tooMany.headers[.retryAfter] = "\(take.secondsLeft(now: checkedAt))"
      throw tooMany
    }
    guard await env.hasher.verify(body.password, hash: hash) else {
      throw refusal(403, DimoMessages.errorOccurred, DimoMessages.wrongCurrentPassword)
    }
    try await env.write { db in
      try await RateLimitQueries.clear(db, key: RateLimitKey.logins(of: user.userNo))
    }
    guard DimoRules.isValidPassword(body.newPassword) else {
      let message = DimoMessages.violation(.password)
      throw refusal(422, message, message)
    }
    guard body.newPassword != body.password else {
      throw refusal(422, DimoMessages.samePassword, DimoMessages.samePassword)
    }
    let newHash = await env.hasher.hash(body.newPassword)
    let now = env.now
    try await env.write { db in
      try await UserQueries.setPassword(db, userNo: user.userNo, hash: newHash)
      try await SessionQueries.revokeAll(
        db, userNo: user.userNo, keeping: caller.sessionID, now: now)
    }
    return RespondChangePassword(
      code: 200, message: DimoMessages.passwordChanged,
      messageConfirmPW: DimoMessages.passwordChanged, userID: user.userID)
  }

  /// `GET user_info/confirm_nickname`: 409 when any account has it (the caller's included).
  func confirmNickname(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    let query = try QueryRequest.decode(RequestNicknameCheck.self, from: request)
    try caller.requireSelf(query.userID)
    let nickname = try checked { try DimoRules.validatedNickname(query.nickname) }
    guard try await !env.read({ db in try await UserQueries.isNicknameTaken(db, nickname) }) else {
      throw DimoRefusal.conflict(DimoMessages.nicknameTaken)
    }
    return RespondMessage(code: 200, message: DimoMessages.nicknameAvailable)
  }

  /// `GET user_info/confirm_nickname_modify`: 403 within 30 days of the last change.
  func confirmNicknameModify(_ request: Request, _ caller: Caller) throws -> any DimoResponse {
    try caller.requireSelf(try QueryRequest.decode(RequestUser.self, from: request).userID)
    try requireChangeAllowed(caller.user.updatedAtNickname, DimoMessages.nicknameOncePerMonth)
    return RespondMessage(code: 200, message: DimoMessages.nicknameModifiable)
  }

  /// `POST user_info/change_nickname`: the rule, the 30 days and uniqueness, all enforced here.
  func changeNickname(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    let body = try await JSONRequestBody.decode(RequestChangeNickname.self, from: request)
    try caller.requireSelf(body.userID)
    let nickname = try checked { try DimoRules.validatedNickname(body.nickname) }
    try requireChangeAllowed(caller.user.updatedAtNickname, DimoMessages.nicknameOncePerMonth)
    let now = env.clock()
    try await env.write { db in
      // Checked again under the row's lock: two changes sent at once cannot both pass.
      try await UserQueries.lock(db, userNo: caller.userNo)
      let current = try await UserQueries.find(db, userNo: caller.userNo)
      try Self.requireChangeAllowed(
        current?.updatedAtNickname, now, DimoMessages.nicknameOncePerMonth)
      guard try await !UserQueries.isNicknameTaken(db, nickname) else {
        throw DimoRefusal.conflict(DimoMessages.nicknameTaken)
      }
      try await UserQueries.setNickname(
        db, userNo: caller.userNo, nickname: nickname, now: now.epochSeconds)
    }
    return RespondNickname(code: 200, message: DimoMessages.nicknameChanged, nickname: nickname)
  }

  /// `GET user_info/confirm_mbti_modify`: 403 within 30 days of the last change.
  func confirmMBTIModify(_ request: Request, _ caller: Caller) throws -> any DimoResponse {
    try caller.requireSelf(try QueryRequest.decode(RequestUser.self, from: request).userID)
    try requireChangeAllowed(caller.user.updatedAtMBTI, DimoMessages.mbtiOncePerMonth)
    return RespondMessage(code: 200, message: DimoMessages.mbtiModifiable)
  }

  /// `POST user_info/change_mbti`: a different type, at most once in 30 days.
  func changeMBTI(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    let body = try await JSONRequestBody.decode(RequestChangeMBTI.self, from: request)
    try caller.requireSelf(body.userID)
    let mbti = try checked { try DimoRules.validatedMBTI(body.mbti) }.description
    guard mbti != caller.user.mbti else { throw DimoRefusal.unprocessable(DimoMessages.sameMBTI) }
    try requireChangeAllowed(caller.user.updatedAtMBTI, DimoMessages.mbtiOncePerMonth)
    let now = env.clock()
    try await env.write { db in
      try await UserQueries.lock(db, userNo: caller.userNo)
      let current = try await UserQueries.find(db, userNo: caller.userNo)
      try Self.requireChangeAllowed(current?.updatedAtMBTI, now, DimoMessages.mbtiOncePerMonth)
      try await UserQueries.setMBTI(db, userNo: caller.userNo, mbti: mbti, now: now.epochSeconds)
    }
    return RespondMBTI(code: 200, message: DimoMessages.mbtiChanged, mbti: mbti)
  }

  /// `POST admin/request_character`.
  func requestCharacter(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    let body = try await JSONRequestBody.decode(RequestCharacterRequest.self, from: request)
    try caller.requireSelf(body.userID)
    guard RequestCategory(rawValue: body.category) != nil else {
      throw DimoRefusal.violation(.category)
    }
    let fields = try checked {
      try DimoRules.validatedCharacterRequest(title: body.title, characterName: body.characterName)
    }
    let now = env.now
    try await env.write { db in
      try await db.raw(
        """
        INSERT INTO request_character (user_no, category, title, character_name, created_at)
        VALUES (\(bind: caller.userNo), \(bind: body.category), \(bind: fields.title),
          \(bind: fields.characterName), \(bind: now))
        """
      ).run()
    }
    return RespondUserID(
      code: 200, message: DimoMessages.characterRequested, userID: caller.user.userID)
  }

  /// `POST drop`: withdraws the caller.
  func withdraw(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    let body = try await JSONRequestBody.decode(RequestWithdraw.self, from: request)
    try caller.requireSelf(body.userID)
    let reason = try checked { try DimoRules.validatedDropReason(body.dropReason) }
    let now = env.now
    let picture = try await env.write { db in
      try await WithdrawQueries.withdraw(db, user: caller.user, reason: reason, now: now)
    }
    env.profileImages.delete(named: picture)
    return RespondMessage(code: 200, message: DimoMessages.withdrawn)
  }

  private func requireChangeAllowed(_ lastChange: Int?, _ message: String) throws {
    try Self.requireChangeAllowed(lastChange, env.clock(), message)
  }

  /// 403 with `message` when a value last changed at `lastChange` may not change at `now`.
  private static func requireChangeAllowed(_ lastChange: Int?, _ now: Date, _ message: String)
    throws
  {
    let last = lastChange.map(Date.init(epochSeconds:))
    guard DimoRules.mayChange(lastChange: last, now: now) else {
      throw DimoRefusal.forbidden(message)
    }
  }

  private static func iso(_ seconds: Int?) -> String? {
    seconds.map { Date(epochSeconds: $0).formatted(.iso8601) }
  }
}
