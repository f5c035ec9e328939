import DimoAPI
import DimoDomain
import Foundation
import Testing

@testable import DimoServer

@Suite(
  "A lockout no burst of logins gets around, and logins whose timing tells no one who exists",
  .timeLimit(.minutes(8)))
struct LockoutRaceTests {
  /// Sends every login of `passwords` for `user` at once, alternating between `clients`; returns
  /// the answers.
  private static func burst(
    _ passwords: [String], userID: String, clients: [DimoClient]
  ) async throws -> [Answer] {
    try await withThrowingTaskGroup(of: Answer.self) { group in
      for (index, password) in passwords.enumerated() {
        let client = clients[index % clients.count]
        group.addTask {
          try await client.send(.login(RequestLogin(userID: userID, password: password)))
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
  }

  /// Forty wrong passwords at once (over two instances on PostgreSQL), then the right one.
  @Test(arguments: TestEngine.allCases)
  func fortyWrongPasswordsAtOnceGetNoMoreThanFiveChecked(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("burst")
      let wrong = (0..<40).map { "wrong\($0)!" }
      try await dimo.withEveryInstance(engine) { clients, servers in
        let before = servers.map(\.passwordChecks).reduce(0, +)
        let answers = try await Self.burst(wrong, userID: user.userID, clients: clients)
        let checked = servers.map(\.passwordChecks).reduce(0, +) - before
        #expect(answers.allSatisfy { $0.status == 401 })
        #expect(checked <= DimoRules.loginFailureLimit, "\(checked) passwords were checked")
        let markers = try answers.map { try $0.decode(RespondLogin.self).marker }
        #expect(markers.filter { $0 == .wrongPassword }.count < DimoRules.loginFailureLimit)
        let right = try await clients[0].send(
          .login(RequestLogin(userID: user.userID, password: user.password)))
        #expect(right.status == 401, "the right password is refused while locked")
        #expect(try right.decode(RespondLogin.self).marker == .locked)
        #expect(right.header("Retry-After") != nil)
      }
    }
  }

  /// The right password sent among forty wrong ones, all at once: still at most five checked.
  @Test(arguments: TestEngine.allCases)
  func theRightPasswordInABurstDoesNotOpenMoreTries(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("burstright")
      let wrong = (0..<40).map { "wrong\($0)!" }
      let passwords = wrong[..<20] + [user.password] + wrong[20...]
      try await dimo.withEveryInstance(engine) { clients, servers in
        let before = servers.map(\.passwordChecks).reduce(0, +)
        let answers = try await Self.burst(Array(passwords), userID: user.userID, clients: clients)
        let checked = servers.map(\.passwordChecks).reduce(0, +) - before
        // A right password that won a slot resets the count, so a few more may be checked
        // after it; without it, five.
        let loggedIn = answers.filter { $0.status == 200 }.count
        #expect(loggedIn <= 1)
        #expect(
          checked <= DimoRules.loginFailureLimit * (loggedIn + 1),
          "\(checked) passwords were checked, \(loggedIn) login")
      }
    }
  }

  /// An unknown id, a sample account and a malformed password each cost one bcrypt check, as a
  /// wrong password does: the time of the answer does not tell which it was.
  @Test(arguments: TestEngine.allCases)
  func everyRefusedLoginCostsOnePasswordCheck(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("timing")
      let sample = try await dimo.database.read { db in
        try await db.raw("SELECT user_id FROM dimo_user WHERE password_hash IS NULL LIMIT 1")
          .first()?.decode(column: "user_id", as: String.self)
      }
      let logins: [(String, RequestLogin)] = [
        ("a wrong password", RequestLogin(userID: user.userID, password: "wrong123!")),
        ("an unknown id", RequestLogin(userID: "nobody1234", password: "wrong123!")),
        ("a malformed password", RequestLogin(userID: user.userID, password: "x")),
        ("a sample account", RequestLogin(userID: sample ?? "nobody", password: "wrong123!")),
      ]
      for (label, login) in logins {
        let before = dimo.server.passwordChecks
        #expect(try await dimo.client.send(.login(login)).status == 401, "\(label)")
        #expect(dimo.server.passwordChecks - before == 1, "\(label) costs one check")
      }
      #expect(sample != nil, "the seeded catalog has sample accounts")
    }
  }
}
