import DimoAPI
import DimoDomain
import Foundation
import Testing

@Suite("Finding a password takes the code sent to the account's phone", .timeLimit(.minutes(8)))
struct PasswordResetTests {
  @Test(arguments: TestEngine.allCases)
  func findPasswordWithoutTheCodeChangesNothing(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("resetme")
      let before = try await dimo.snapshot()
      let sentBefore = try dimo.server.sentMessages().count
      for code in ["", "000000", "12345", "abcdef"] {
        let answer = try await dimo.client.send(
          .findPassword(
            RequestFindPassword(
              userID: user.userID, phoneNumber: user.phone, verificationCode: code))
        )
        #expect((400..<500).contains(answer.status), "code \(code): \(answer.status)")
      }
      let withoutCode = try await dimo.client.raw(
        "POST", "login/find_pw",
        body: Data(#"{"user_id": "\#(user.userID)", "phone_number": "\#(user.phone)"}"#.utf8),
        headers: ["Content-Type": "application/json"])
      #expect(withoutCode.status == 400)
      var after = try await dimo.snapshot()
      // Only the checks counted: the rows of users, sessions and codes are as they were.
      after["rate_limit"] = before["rate_limit"]
      #expect(after == before)
      #expect(try dimo.server.sentMessages().count == sentBefore, "no one-time password sent")
      #expect(
        try await dimo.client.send(.userInfo(RequestUser()), token: user.access).status == 200)
      _ = try await dimo.logIn(user)
    }
  }

  @Test(arguments: TestEngine.allCases)
  func aCodeSentToAnotherNumberDoesNotResetTheAccount(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("resetyou")
      let attacker = "010-6666-7777"
      let code = try await dimo.sendCode(to: attacker)
      let withOwnNumber = try await dimo.client.send(
        .findPassword(
          RequestFindPassword(userID: user.userID, phoneNumber: attacker, verificationCode: code)))
      #expect(withOwnNumber.status == 404)
      let code2 = try await dimo.sendCode(to: attacker)
      let withVictimsNumber = try await dimo.client.send(
        .findPassword(
          RequestFindPassword(
            userID: user.userID, phoneNumber: user.phone, verificationCode: code2)))
      #expect(withVictimsNumber.status == 400, "the code belongs to another number")
      _ = try await dimo.logIn(user)
    }
  }
}
