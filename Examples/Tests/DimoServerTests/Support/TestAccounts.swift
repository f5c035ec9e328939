import DimoAPI
import DimoServer
import Foundation

/// An account a test signed up through the API, with its tokens.
struct TestUser: Sendable {
  let userID: String
  let password: String
  let nickname: String
  let phone: String
  let mbti: String
  let access: String
  let refresh: String
}

extension DimoTestServer {
  /// The last SMS code sent to `phone`.
  func lastCode(to phone: String) throws -> String {
    guard let message = try server.sentMessages().last(where: { $0.phoneNumber == phone }),
      let code = message.text.split(whereSeparator: { !$0.isNumber }).first
    else { throw TestFailure("no code was sent to \(phone)") }
    return String(code)
  }

  /// Has a code sent to `phone` and returns it.
  func sendCode(to phone: String) async throws -> String {
    _ = try await client.expect(
      .phoneCheck(RequestPhoneCheck(phoneNumber: phone)), as: RespondPhoneCheck.self)
    return try lastCode(to: phone)
  }

  /// Sends a code to `phone` and verifies it.
  func verifyPhone(_ phone: String) async throws {
    let code = try await sendCode(to: phone)
    _ = try await client.expect(
      .phoneVerify(RequestPhoneVerify(phoneNumber: phone, smsCode: code)),
      as: RespondPhoneVerify.self)
  }

  /// A new account through phone check, verification and signup.
  func signUp(
    _ name: String = "u\(UInt32.random(in: 1000...99_999_999))", mbti: String = "ENFP",
    password: String = "dimo123!"
  ) async throws -> TestUser {
    let phone = "010-\(Int.random(in: 1000...9999))-\(Int.random(in: 1000...9999))"
    let nickname = String(name.prefix(10))
    try await verifyPhone(phone)
    let answer = try await client.expect(
      .signup(
        RequestSignup(
          userID: name, password: password, name: "테스트", agency: "SKT", phoneNumber: phone,
          nickname: nickname, mbti: mbti, pushCheck: 1)), as: RespondSignup.self)
    return TestUser(
      userID: name, password: password, nickname: nickname, phone: phone, mbti: mbti,
      access: answer.accessToken, refresh: answer.refreshToken)
  }

  /// Logs `user` in again: new tokens.
  func logIn(_ user: TestUser) async throws -> RespondLogin {
    try await client.expect(
      .login(RequestLogin(userID: user.userID, password: user.password)), as: RespondLogin.self)
  }
}
