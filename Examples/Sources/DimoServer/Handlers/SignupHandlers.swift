import DimoAPI
import DimoDomain
import Foundation
import Hummingbird

/// Signing up: SMS codes, the id check and the new account.
struct SignupHandlers: Sendable {
  let env: DimoEnvironment
  let sessions: SessionHandlers

  /// `POST signup/phone-check`: a new code, valid for 3 minutes, to the outbox, within the
  /// limits of codes per number and per client address (429 with `Retry-After` past them).
  func phoneCheck(_ request: Request, client: String?) async throws -> any DimoResponse {
    let body = try await JSONRequestBody.decode(RequestPhoneCheck.self, from: request)
    let phone = try checked {
      try DimoRules.validatedPhoneNumber(body.phoneNumber)
    }
    let code = Self.randomDigits(DimoRules.smsCodeLength)
    let now = env.clock()
    let expire = now.addingTimeInterval(DimoRules.smsCodeLifetime).epochSeconds
    let codeHash = env.codes.hash(code: code, phoneNumber: phone)
    let (seconds, window) = (now.epochSeconds, Int(DimoRules.smsLimitWindow))
    let refused = try await env.write { db -> RateLimitTake? in
      var takes = [
        try await RateLimitQueries.take(
          db, key: RateLimitKey.codesSent(to: phone), limit: DimoRules.smsCodesPerNumber,
          window: window, now: seconds)
      ]
      if let client {
        takes.append(
          try await RateLimitQueries.take(
            db, key: RateLimitKey.codesAsked(by: client), limit: DimoRules.smsCodesPerClient,
            window: window, now: seconds))
      }
      if let refused = takes.first(where: { !$0.isAllowed }) { return refused }
      try await PhoneQueries.storeCode(db, phoneNumber: phone, codeHash: codeHash, expire: expire)
      return nil
    }
    if let refused {
      throw DimoRefusal.tooMany(
        DimoMessages.tooManyCodes(minutes: refused.minutesLeft(now: seconds)),
        retryAfter: refused.secondsLeft(now: seconds))
    }
    try env.outbox.deliver(
      SMSMessage(sentAt: now, phoneNumber: phone, text: DimoMessages.codeSMS(code)))
    return RespondPhoneCheck(code: 200, message: DimoMessages.codeSent)
  }

  /// `POST signup/phone-check/verify`: uses the code up and marks the number verified.
  func phoneVerify(_ request: Request) async throws -> any DimoResponse {
    let body = try await JSONRequestBody.decode(RequestPhoneVerify.self, from: request)
    let phone = try checked {
      try DimoRules.validatedPhoneNumber(body.phoneNumber)
    }
    guard try await consumeCode(phone: phone, code: body.smsCode) else {
      throw DimoRefusal(
        status: 400,
        body: RespondPhoneVerify(code: 400, message: DimoMessages.invalidCode, phoneValid: false))
    }
    let until = env.clock().addingTimeInterval(DimoRules.phoneVerificationLifetime).epochSeconds
    try await env.write { db in
      try await PhoneQueries.markVerified(db, phoneNumber: phone, until: until)
    }
    return RespondPhoneVerify(code: 200, message: DimoMessages.codeVerified, phoneValid: true)
  }

  /// True when `code` is the number's unexpired code with tries left; each check takes one of
  /// the code's tries and one of the number's checks per hour (each in one statement, so that
  /// checks arriving at once on several instances cannot share a try), and a right code is used
  /// up. Text that is
  /// not six digits, or a number with no live code, costs no try (and changes nothing).
  /// - Throws: a 429 ``DimoRefusal`` past the number's checks per hour, across all its codes.
  func consumeCode(phone: String, code: String) async throws -> Bool {
    guard DimoRules.isCompleteCode(code) else { return false }
    let now = env.now
    let codes = env.codes
    let outcome = try await env.write { db -> CodeCheck in
      guard let stored = try await PhoneQueries.code(db, phoneNumber: phone),
        stored.expire >= now, stored.attempts < DimoRules.smsCodeMaxAttempts
      else { return .wrong }
      let take = try await RateLimitQueries.take(
        db, key: RateLimitKey.codesChecked(for: phone), limit: DimoRules.smsChecksPerNumber,
        window: Int(DimoRules.smsLimitWindow), now: now)
      guard take.isAllowed else { return .limited(take) }
      guard
        try await PhoneQueries.takeTry(
          db, phoneNumber: phone, codeHash: stored.codeHash,
          maxAttempts: DimoRules.smsCodeMaxAttempts, now: now)
      else { return .wrong }
      guard codes.matches(code: code, phoneNumber: phone, stored: stored.codeHash) else {
        return .wrong
      }
      // Used up once: the right code sent twice at once verifies one request.
      let isUsedUpHere = try await PhoneQueries.deleteCode(
        db, phoneNumber: phone, codeHash: stored.codeHash)
      return isUsedUpHere ? .right : .wrong
    }
    switch outcome {
    case .right: return true
    case .wrong: return false
    case .limited(let take):
      throw DimoRefusal.tooMany(
        DimoMessages.tooManyChecks(minutes: take.minutesLeft(now: now)),
        retryAfter: take.secondsLeft(now: now))
    }
  }

  /// `GET signup/is_id_dup`.
  func idCheck(_ request: Request) async throws -> any DimoResponse {
    let query = try QueryRequest.decode(RequestIDCheck.self, from: request)
    let userID = try checked {
      try DimoRules.validatedUserID(query.userID)
    }
    guard try await !env.read({ db in try await UserQueries.isUserIDTaken(db, userID) }) else {
      throw DimoRefusal(
        status: 409,
        body: RespondUserID(code: 409, message: DimoMessages.userIDTaken, userID: userID))
    }
    return RespondUserID(code: 200, message: DimoMessages.userIDAvailable, userID: userID)
  }

  /// `POST signup`: a new account, logged in at once.
  func signup(_ request: Request) async throws -> any DimoResponse {
    let body = try await JSONRequestBody.decode(RequestSignup.self, from: request)
    if let snsType = body.snsType, snsType != "none" {
      throw DimoRefusal.notFound(DimoMessages.socialUnavailable(snsType))
    }
    let fields = try checked { try Self.validated(body) }
    let hash = await env.hasher.hash(fields.password)
    let account = NewAccount(
      userID: fields.userID, passwordHash: hash, name: fields.name, agency: fields.agency,
      phoneNumber: fields.phone, nickname: fields.nickname, mbti: fields.mbti,
      pushCheck: fields.pushCheck)
    let now = env.now
    let user = try await env.write { db throws -> UserRecord in
      guard try await !UserQueries.isUserIDTaken(db, account.userID) else {
        throw DimoRefusal.conflict(DimoMessages.userIDTaken)
      }
      guard try await !UserQueries.isNicknameTaken(db, account.nickname) else {
        throw DimoRefusal.conflict(DimoMessages.nicknameTaken)
      }
      guard
        try await PhoneQueries.consumeVerification(db, phoneNumber: account.phoneNumber, now: now)
      else { throw DimoRefusal.forbidden(DimoMessages.phoneNotVerified) }
      let userNo = try await UserQueries.insert(db, account, now: now)
      guard let user = try await UserQueries.find(db, userNo: userNo) else {
        throw StoreFailure.noRowReturned
      }
      return user
    }
    let tokens = try await sessions.startSession(for: user)
    return RespondSignup(
      code: 200, message: DimoMessages.signedUp(name: user.name), userID: user.userID,
      accessToken: tokens.access, refreshToken: tokens.refresh)
  }

  private static func validated(_ body: RequestSignup) throws(DimoRuleViolation) -> (
    userID: String, password: String, name: String, agency: String, phone: String,
    nickname: String, mbti: String, pushCheck: Int
  ) {
    (
      try DimoRules.validatedUserID(body.userID), try DimoRules.validatedPassword(body.password),
      try DimoRules.validatedName(body.name), try DimoRules.validatedAgency(body.agency),
      try DimoRules.validatedPhoneNumber(body.phoneNumber),
      try DimoRules.validatedNickname(body.nickname),
      try DimoRules.validatedMBTI(body.mbti).description,
      try DimoRules.validatedFlag(body.pushCheck)
    )
  }

  /// What checking a code found.
  private enum CodeCheck: Sendable {
    case right
    case wrong
    /// Past the number's checks per hour: the code was not looked at.
    case limited(RateLimitTake)
  }

  /// `count` random decimal digits.
  static func randomDigits(_ count: Int) -> String {
    var generator = SystemRandomNumberGenerator()
    return String((0..<count).map { _ in Character("\(Int.random(in: 0...9, using: &generator))") })
  }
}
