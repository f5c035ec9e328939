import DimoDomain
import Foundation

/// An account a test signed up.
public struct TestAccount: Sendable {
  /// The login id.
  public let userID: String
  /// The password.
  public let password: String
  /// The nickname.
  public let nickname: String
  /// The verified phone.
  public let phone: String
}

extension DimoBackend {
  /// A fresh phone number.
  public static func newPhone() -> String {
    "010-\(Int.random(in: 1000...9999))-\(Int.random(in: 1000...9999))"
  }

  /// Signs up a new account through `auth` (code sent, read from the outbox, verified, then
  /// the signup), which leaves `auth`'s session logged in.
  public func signUp(
    through auth: any AuthRepository, userID: String = "u\(UInt32.random(in: 10_000...99_999_999))",
    password: String = "dimo123!", nickname: String? = nil, mbti: String = "ENFP"
  ) async throws -> TestAccount {
    let phone = Self.newPhone()
    try await auth.requestCode(phoneNumber: phone)
    try await auth.verifyCode(phoneNumber: phone, code: try lastCode(to: phone))
    let nickname = nickname ?? String(userID.prefix(10))
    try await auth.signUp(
      SignupForm(
        userID: userID, password: password, name: "테스트", agency: "SKT", phoneNumber: phone,
        nickname: nickname, mbti: try DimoRules.validatedMBTI(mbti), acceptsPush: true))
    return TestAccount(userID: userID, password: password, nickname: nickname, phone: phone)
  }
}
