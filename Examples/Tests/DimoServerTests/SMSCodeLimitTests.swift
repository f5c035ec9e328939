import DimoAPI
import DimoDomain
import Foundation
import Testing

@testable import DimoServer

@Suite(
  "SMS codes: a bounded number sent and checked per number and per client, kept hashed",
  .timeLimit(.minutes(8)))
struct SMSCodeLimitTests {
  private static func askCode(_ dimo: DimoTestServer, _ phone: String) async throws -> Answer {
    try await dimo.client.send(.phoneCheck(RequestPhoneCheck(phoneNumber: phone)))
  }

  /// A 429 with `Retry-After` (in seconds, at most the window) and the sentence.
  private static func expectTooMany(_ answer: Answer, _ sentence: String) throws {
    #expect(answer.status == 429)
    #expect(try answer.message().message == sentence)
    let retry = try #require(answer.header("Retry-After").flatMap(Int.init))
    #expect((1...Int(DimoRules.smsLimitWindow)).contains(retry))
  }

  @Test(arguments: TestEngine.allCases)
  func moreThanFiveCodesAnHourForOneNumberAre429(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let phone = "010-4242-0001"
      for attempt in 1...DimoRules.smsCodesPerNumber {
        #expect(try await Self.askCode(dimo, phone).status == 200, "code \(attempt)")
      }
      try Self.expectTooMany(
        try await Self.askCode(dimo, phone), DimoMessages.tooManyCodes(minutes: 60))
      let sent = try dimo.server.sentMessages().filter { $0.phoneNumber == phone }
      #expect(sent.count == DimoRules.smsCodesPerNumber, "no SMS past the limit")
      dimo.clock.advance(by: DimoRules.smsLimitWindow)
      #expect(try await Self.askCode(dimo, phone).status == 200, "a new hour, a new code")
    }
  }

  @Test(arguments: TestEngine.allCases)
  func oneClientAddressGetsTwentyCodesAnHourWhateverTheNumbers(engine: TestEngine)
    async throws
  {
    try await withDimo(engine) { dimo in
      for index in 1...DimoRules.smsCodesPerClient {
        let phone = String(format: "010-4343-%04d", index)
        #expect(try await Self.askCode(dimo, phone).status == 200, "\(phone)")
      }
      try Self.expectTooMany(
        try await Self.askCode(dimo, "010-4343-9999"), DimoMessages.tooManyCodes(minutes: 60))
    }
  }

  /// Each code has five tries, and the number has ten checks an hour across all its codes: a
  /// new code brings no new tries past them, and the right code is refused too.
  @Test(arguments: TestEngine.allCases)
  func checksAcrossANumbersCodesAreLimitedPerHour(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let phone = "010-4444-0002"
      var checks = 0
      while checks < DimoRules.smsChecksPerNumber {
        let code = try await dimo.sendCode(to: phone)
        let wrong = code == "000000" ? "111111" : "000000"
        for _ in 0..<min(DimoRules.smsCodeMaxAttempts, DimoRules.smsChecksPerNumber - checks) {
          let answer = try await dimo.client.send(
            .phoneVerify(RequestPhoneVerify(phoneNumber: phone, smsCode: wrong)))
          #expect(answer.status == 400)
          checks += 1
        }
      }
      let code = try await dimo.sendCode(to: phone)
      let right = try await dimo.client.send(
        .phoneVerify(RequestPhoneVerify(phoneNumber: phone, smsCode: code)))
      try Self.expectTooMany(right, DimoMessages.tooManyChecks(minutes: 60))
      let findID = try await dimo.client.send(
        .findUserID(
          RequestFindUserID(
            name: "테스트", agency: "SKT", phoneNumber: phone, verificationCode: code)))
      #expect(findID.status == 429, "finding an id shares the number's checks")
    }
  }

  /// The right code sent eight times at once (over two instances on PostgreSQL): one request
  /// verifies the number, the others find the code used up.
  @Test(arguments: TestEngine.allCases)
  func theRightCodeSentManyTimesAtOnceVerifiesOnce(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let phone = "010-4646-0004"
      let code = try await dimo.sendCode(to: phone)
      try await dimo.withEveryInstance(engine) { clients, _ in
        let answers = try await withThrowingTaskGroup(of: Answer.self) { group in
          for index in 0..<8 {
            let client = clients[index % clients.count]
            group.addTask {
              try await client.send(
                .phoneVerify(RequestPhoneVerify(phoneNumber: phone, smsCode: code)))
            }
          }
          return try await group.reduce(into: [Answer]()) { $0.append($1) }
        }
        #expect(answers.filter { $0.status == 200 }.count == 1, "\(answers.map(\.status))")
        #expect(answers.allSatisfy { $0.status == 200 || $0.status == 400 })
      }
    }
  }

  @Test(arguments: TestEngine.allCases)
  func aCodeIsStoredOnlyAsAKeyedHash(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let phone = "010-4545-0003"
      let code = try await dimo.sendCode(to: phone)
      let stored = try await dimo.database.read { db in
        try await db.raw("SELECT * FROM sms_validation").all().map { row in
          row.allColumns.map { column in
            (try? row.decode(column: column, as: String.self))
              ?? "\((try? row.decode(column: column, as: Int.self)) ?? 0)"
          }.joined(separator: " ")
        }
      }
      #expect(stored.count == 1)
      #expect(stored.allSatisfy { !$0.contains(code) }, "\(stored)")
    }
  }
}
