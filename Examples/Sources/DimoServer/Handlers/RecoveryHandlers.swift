import DimoAPI
import DimoDomain
import Foundation
import Hummingbird

/// Finding a forgotten login id or password.
struct RecoveryHandlers: Sendable {
  let env: DimoEnvironment
  let signup: SignupHandlers

  /// `GET login/find_id`: the id of the account with this name, carrier and phone number, with
  /// an SMS code sent to that number (used up).
  func findUserID(_ request: Request) async throws -> any DimoResponse {
    let query = try QueryRequest.decode(RequestFindUserID.self, from: request)
    let phone = try checked { try DimoRules.validatedPhoneNumber(query.phoneNumber) }
    _ = try checked { try DimoRules.validatedName(query.name) }
    guard try await signup.consumeCode(phone: phone, code: query.verificationCode) else {
      throw DimoRefusal.badRequest(DimoMessages.invalidCode)
    }
    guard
      let user = try await env.read({ db in
        try await UserQueries.find(db, name: query.name, agency: query.agency, phoneNumber: phone)
      })
    else { throw DimoRefusal.notFound(DimoMessages.noUser) }
    return RespondFindUserID(
      code: 200, message: DimoMessages.userIDFound, userID: user.userID, name: user.name)
  }

  /// `POST login/find_pw`: given the code just sent to the account's own phone number (which
  /// must be the one given; the code is used up first, so nothing is learnt without it), a
  /// one-time password sent to that number becomes the password and every session is revoked.
  func findPassword(_ request: Request) async throws -> any DimoResponse {
    let body = try await JSONRequestBody.decode(RequestFindPassword.self, from: request)
    let phone = try checked { try DimoRules.validatedPhoneNumber(body.phoneNumber) }
    _ = try checked { try DimoRules.validatedUserID(body.userID) }
    guard try await signup.consumeCode(phone: phone, code: body.verificationCode) else {
      throw DimoRefusal.badRequest(DimoMessages.invalidCode)
    }
    guard
      let user = try await env.read({ db in try await UserQueries.find(db, userID: body.userID) }),
      user.phoneNumber == phone, user.passwordHash != nil
    else { throw DimoRefusal.notFound(DimoMessages.noUser) }
    let password = Self.temporaryPassword()
    let hash = await env.hasher.hash(password)
    let now = env.clock()
    try await env.write { db in
      try await UserQueries.setPassword(db, userNo: user.userNo, hash: hash)
      try await UserQueries.setLockedUntil(db, userNo: user.userNo, until: nil)
      try await RateLimitQueries.clear(db, key: RateLimitKey.logins(of: user.userNo))
      try await SessionQueries.revokeAll(db, userNo: user.userNo, now: now.epochSeconds)
    }
    try env.outbox.deliver(
      SMSMessage(
        sentAt: now, phoneNumber: phone, text: DimoMessages.temporaryPasswordSMS(password)))
    return RespondUserID(code: 200, message: DimoMessages.passwordReset, userID: user.userID)
  }

  /// A random password that follows the password rule: 12 letters and digits with a digit, a
  /// letter and one of `!@#$`.
  static func temporaryPassword() -> String {
    var generator = SystemRandomNumberGenerator()
    let letters = Array("abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ")
    let digits = Array("23456789")
    let symbols = Array(DimoRules.passwordSymbols)
    var characters = (0..<9).map { _ in letters.randomElement(using: &generator) ?? "a" }
    characters += (0..<2).map { _ in digits.randomElement(using: &generator) ?? "2" }
    characters.append(symbols.randomElement(using: &generator) ?? "!")
    return String(characters.shuffled(using: &generator))
  }
}
