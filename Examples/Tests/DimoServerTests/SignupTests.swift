import DimoAPI
import DimoDomain
import Foundation
import Testing

@Suite("Signup: SMS codes, verification, id check and new accounts", .timeLimit(.minutes(8)))
struct SignupTests {
  @Test(arguments: TestEngine.allCases)
  func aVerifiedPhoneSignsUpAndIsLoggedInAtOnce(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("newcomer", mbti: "INTJ")
      let info = try await dimo.client.expect(
        .userInfo(RequestUser()), token: user.access, as: RespondUserInfo.self)
      #expect(info.userID == "newcomer")
      #expect(info.mbti == "INTJ")
      #expect(info.updatedAtNickname == nil)
      let message = try await dimo.client.send(.userInfo(RequestUser()), token: user.access)
      #expect(message.text.contains(#""updated_at_nickname":null"#))
    }
  }

  @Test(arguments: TestEngine.allCases)
  func theCodeGoesToTheOutboxAndIsSixDigits(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      _ = try await dimo.client.expect(
        .phoneCheck(RequestPhoneCheck(phoneNumber: "010-2222-3333")), as: RespondPhoneCheck.self)
      let message = try #require(try dimo.server.sentMessages().last)
      #expect(message.phoneNumber == "010-2222-3333")
      let code = try dimo.lastCode(to: "010-2222-3333")
      #expect(code.count == 6)
      #expect(message.text == DimoMessages.codeSMS(code))
    }
  }

  @Test(arguments: TestEngine.allCases)
  func aSignupWithoutAVerifiedPhoneIs403(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let answer = try await dimo.client.send(.signup(Self.request(phone: "010-4444-5555")))
      #expect(answer.status == 403)
      #expect(try answer.message().message == DimoMessages.phoneNotVerified)
      #expect(
        try await dimo.number("SELECT COUNT(*) AS n FROM dimo_user WHERE user_id = 'fresh1'") == 0)
    }
  }

  @Test(arguments: TestEngine.allCases)
  func aVerifiedNumberSignsUpOneAccountOnly(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let phone = "010-4646-0004"
      try await dimo.verifyPhone(phone)
      _ = try await dimo.client.expect(
        .signup(Self.request(phone: phone)), as: RespondSignup.self)
      var second = Self.request(phone: phone)
      second.userID = "fresh2"
      second.nickname = "두번째"
      let answer = try await dimo.client.send(.signup(second))
      #expect(answer.status == 403, "the verification was used up by the first sign-up")
      #expect(try answer.message().message == DimoMessages.phoneNotVerified)
    }
  }

  @Test(arguments: TestEngine.allCases)
  func aCodeExpiresAfterThreeMinutes(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      _ = try await dimo.client.expect(
        .phoneCheck(RequestPhoneCheck(phoneNumber: "010-1111-2222")), as: RespondPhoneCheck.self)
      let code = try dimo.lastCode(to: "010-1111-2222")
      dimo.clock.advance(by: DimoRules.smsCodeLifetime + 1)
      let answer = try await dimo.client.send(
        .phoneVerify(RequestPhoneVerify(phoneNumber: "010-1111-2222", smsCode: code)))
      #expect(answer.status == 400)
      #expect(try answer.decode(RespondPhoneVerify.self).phoneValid == false)
    }
  }

  @Test(arguments: TestEngine.allCases)
  func aCodeIsUsedOnceAndWrongTriesAreLimited(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let phone = "010-3333-4444"
      _ = try await dimo.client.expect(
        .phoneCheck(RequestPhoneCheck(phoneNumber: phone)), as: RespondPhoneCheck.self)
      let code = try dimo.lastCode(to: phone)
      let verify = DimoEndpoint.phoneVerify(RequestPhoneVerify(phoneNumber: phone, smsCode: code))
      #expect(try await dimo.client.send(verify).status == 200)
      #expect(try await dimo.client.send(verify).status == 400, "a code works once")

      _ = try await dimo.client.expect(
        .phoneCheck(RequestPhoneCheck(phoneNumber: phone)), as: RespondPhoneCheck.self)
      let second = try dimo.lastCode(to: phone)
      let wrong = second == "000000" ? "111111" : "000000"
      for _ in 0..<DimoRules.smsCodeMaxAttempts {
        let answer = try await dimo.client.send(
          .phoneVerify(RequestPhoneVerify(phoneNumber: phone, smsCode: wrong)))
        #expect(answer.status == 400)
      }
      let late = try await dimo.client.send(
        .phoneVerify(RequestPhoneVerify(phoneNumber: phone, smsCode: second)))
      #expect(late.status == 400, "five wrong tries void the code")
    }
  }

  @Test(arguments: TestEngine.allCases)
  func aTakenIDOrNicknameIs409(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let first = try await dimo.signUp("taken01")
      let check = try await dimo.client.send(.idCheck(RequestIDCheck(userID: "taken01")))
      #expect(check.status == 409)
      #expect(try check.decode(RespondUserID.self).message == DimoMessages.userIDTaken)
      let free = try await dimo.client.expect(
        .idCheck(RequestIDCheck(userID: "free0001")), as: RespondUserID.self)
      #expect(free.message == DimoMessages.userIDAvailable)

      try await dimo.verifyPhone("010-7777-8888")
      var again = Self.request(phone: "010-7777-8888")
      again.userID = "taken01"
      #expect(try await dimo.client.send(.signup(again)).status == 409)
      again.userID = "another1"
      again.nickname = first.nickname
      let nickname = try await dimo.client.send(.signup(again))
      #expect(nickname.status == 409)
      #expect(try nickname.message().message == DimoMessages.nicknameTaken)
    }
  }

  @Test(arguments: TestEngine.allCases)
  func theServerEnforcesTheFieldRules(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      try await dimo.verifyPhone("010-5555-6666")
      let cases: [(String, (inout RequestSignup) -> Void)] = [
        ("short password", { $0.password = "ab1!" }),
        ("no symbol", { $0.password = "abcd1234" }),
        ("no digit", { $0.password = "abcdefg!" }),
        ("other symbol", { $0.password = "abcd123%" }),
        ("17 characters", { $0.password = "abcdefgh1234567!!" }),
        ("one-letter nickname", { $0.nickname = "가" }),
        ("11-letter nickname", { $0.nickname = "가나다라마바사아자차카" }),
        ("bad mbti", { $0.mbti = "XXXX" }),
        ("short id", { $0.userID = "abc" }),
        ("id with a space", { $0.userID = "ab cd" }),
        ("bad agency", { $0.agency = "SK" }),
        ("push_check 2", { $0.pushCheck = 2 }),
      ]
      for (name, change) in cases {
        var request = Self.request(phone: "010-5555-6666")
        change(&request)
        let answer = try await dimo.client.send(.signup(request))
        #expect(answer.status == 422, "\(name): \(answer.text)")
      }
      #expect(
        try await dimo.client.send(.signup(Self.request(phone: "010-5555-6666"))).status == 200)
    }
  }

  static func request(phone: String) -> RequestSignup {
    RequestSignup(
      userID: "fresh1", password: "abcd123!", name: "김디모", agency: "KT", phoneNumber: phone,
      nickname: "새내기", mbti: "ISFP", pushCheck: 0)
  }
}
