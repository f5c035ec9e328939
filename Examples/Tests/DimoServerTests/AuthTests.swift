import DimoAPI
import DimoDomain
import Foundation
import Testing

@Suite("Authentication: passwords, lockout, tokens, sessions", .timeLimit(.minutes(8)))
struct AuthTests {
  @Test(arguments: TestEngine.allCases)
  func aWrongPasswordOrUnknownIDIs401(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("loginer")
      let wrong = try await dimo.client.send(
        .login(RequestLogin(userID: user.userID, password: "wrong123!")))
      #expect(wrong.status == 401)
      let refusal = try wrong.decode(RespondLogin.self)
      #expect(refusal.message == DimoMessages.wrongPassword)
      #expect(refusal.accessToken == "pwd_false")
      let unknown = try await dimo.client.send(
        .login(RequestLogin(userID: "nobody99", password: "dimo123!")))
      #expect(unknown.status == 401)
      #expect(try unknown.decode(RespondLogin.self).accessToken == "id_false")
      let right = try await dimo.logIn(user)
      #expect(right.message == DimoMessages.loggedIn(nickname: user.nickname))
    }
  }

  @Test(arguments: TestEngine.allCases)
  func fiveFailuresInFifteenMinutesLockTheAccountForFifteenMinutes(engine: TestEngine)
    async throws
  {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("lockme")
      let wrong = DimoEndpoint.login(RequestLogin(userID: user.userID, password: "wrong123!"))
      for attempt in 1...4 {
        #expect(try await dimo.client.send(wrong).status == 401, "attempt \(attempt)")
        dimo.clock.advance(by: 60)
      }
      let fifth = try await dimo.client.send(wrong)
      #expect(fifth.status == 401)
      #expect(
        try fifth.decode(RespondLogin.self).message == DimoMessages.accountLocked(minutes: 15))
      #expect(fifth.header("Retry-After") == "900")

      let locked = try await dimo.client.send(
        .login(RequestLogin(userID: user.userID, password: user.password)))
      #expect(locked.status == 401, "the right password is refused while locked")
      #expect(try locked.decode(RespondLogin.self).accessToken == "locked")

      dimo.clock.advance(by: DimoRules.loginLockDuration)
      _ = try await dimo.logIn(user)
    }
  }

  /// A hundred tries from one client across many accounts, then 429 before any password is
  /// checked, until the window ends.
  @Test(arguments: TestEngine.allCases)
  func oneClientGetsAHundredLoginTriesInFifteenMinutesWhateverTheAccounts(engine: TestEngine)
    async throws
  {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("manytries")
      for index in 1...DimoRules.loginTriesPerClient - 1 {
        let guess = RequestLogin(userID: "nobody\(index)", password: "wrong123!")
        #expect(try await dimo.client.send(.login(guess)).status == 401, "try \(index)")
      }
      _ = try await dimo.logIn(user)
      let checksBefore = dimo.server.passwordChecks
      let refused = try await dimo.client.send(
        .login(RequestLogin(userID: user.userID, password: user.password)))
      #expect(refused.status == 429)
      #expect(try refused.message().message == DimoMessages.tooManyLogins(minutes: 15))
      #expect(refused.header("Retry-After") == "900")
      #expect(dimo.server.passwordChecks == checksBefore, "refused before any bcrypt")
      dimo.clock.advance(by: DimoRules.loginFailureWindow)
      _ = try await dimo.logIn(user)
    }
  }

  @Test(arguments: TestEngine.allCases)
  func failuresFurtherApartThanFifteenMinutesDoNotLock(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("spread")
      let wrong = DimoEndpoint.login(RequestLogin(userID: user.userID, password: "wrong123!"))
      for _ in 1...8 {
        #expect(try await dimo.client.send(wrong).status == 401)
        dimo.clock.advance(by: DimoRules.loginFailureWindow / 4 + 1)
      }
      _ = try await dimo.logIn(user)
    }
  }

  @Test(arguments: TestEngine.allCases)
  func anExpiredAccessTokenIs401(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("expiring")
      #expect(try await dimo.client.send(.home(RequestUser()), token: user.access).status == 200)
      dimo.clock.advance(by: DimoRules.accessTokenLifetime + 1)
      let answer = try await dimo.client.send(.home(RequestUser()), token: user.access)
      #expect(answer.status == 401)
      #expect(try answer.message().message == DimoMessages.accessTokenExpired)
      #expect(answer.header("WWW-Authenticate") == "Bearer")
    }
  }

  @Test(arguments: TestEngine.allCases)
  func aRefreshRotatesTheTokenAndAReusedOneRevokesTheSession(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      // snippet: dimo-refresh-rotation
      let user = try await dimo.signUp("rotator")
      dimo.clock.advance(by: 2)
      let fresh = try await dimo.client.expect(
        .refresh(RequestRefresh(refreshToken: user.refresh)), as: RespondToken.self)
      #expect(fresh.refreshToken != user.refresh)
      #expect(fresh.accessToken != user.access)
      #expect(
        try await dimo.client.send(.home(RequestUser()), token: fresh.accessToken).status == 200)

      let reused = try await dimo.client.send(.refresh(RequestRefresh(refreshToken: user.refresh)))
      #expect(reused.status == 401, "a refresh token works once")
      let afterTheft = try await dimo.client.send(.home(RequestUser()), token: fresh.accessToken)
      #expect(afterTheft.status == 401, "reuse revoked the whole session")
      let newest = try await dimo.client.send(
        .refresh(RequestRefresh(refreshToken: fresh.refreshToken)))
      #expect(newest.status == 401)
      // end-snippet

      let again = try await dimo.logIn(user)
      #expect(
        try await dimo.client.send(.home(RequestUser()), token: again.accessToken).status == 200)
    }
  }

  @Test(arguments: TestEngine.allCases)
  func aRefreshTokenExpiresAfterFourteenDays(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("fortnight")
      dimo.clock.advance(by: DimoRules.refreshTokenLifetime + 1)
      #expect(
        try await dimo.client.send(.refresh(RequestRefresh(refreshToken: user.refresh))).status
          == 401)
    }
  }

  @Test(arguments: TestEngine.allCases)
  func logoutRevokesTheSessionOnly(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("leaver")
      let other = try await dimo.logIn(user)
      _ = try await dimo.client.expect(.logout, token: user.access, as: RespondMessage.self)
      #expect(try await dimo.client.send(.home(RequestUser()), token: user.access).status == 401)
      #expect(
        try await dimo.client.send(.refresh(RequestRefresh(refreshToken: user.refresh))).status
          == 401)
      #expect(
        try await dimo.client.send(.home(RequestUser()), token: other.accessToken).status == 200)
    }
  }

  @Test(arguments: TestEngine.allCases)
  func aTokenForOneUserCannotReadOrChangeAnothersData(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let alice = try await dimo.signUp("alice01")
      let bob = try await dimo.signUp("bob0001")
      let forbidden: [DimoEndpoint] = [
        .userInfo(RequestUser(userID: bob.userID)),
        .changeNickname(RequestChangeNickname(userID: bob.userID, nickname: "빼앗긴닉")),
        .changeMBTI(RequestChangeMBTI(userID: bob.userID, mbti: "ISTJ")),
        .changePassword(
          RequestChangePassword(
            userID: bob.userID, password: bob.password, newPassword: "stolen12!")),
        .withdraw(RequestWithdraw(userID: bob.userID, dropReason: "남의 탈퇴")),
        .savedSearches(RequestUser(userID: bob.userID)),
        .voteResult(RequestCharacter(userID: bob.userID, characterID: 1)),
        .writeReview(
          RequestWriteReview(
            userID: bob.userID, characterID: 1, reviewContent: "남의 이름으로", reviewSpoiler: 0)),
      ]
      for endpoint in forbidden {
        let answer = try await dimo.client.send(endpoint, token: alice.access)
        #expect(answer.status == 403, "\(endpoint.route): \(answer.text)")
        #expect(try answer.message().message == DimoMessages.notYourAccount)
      }
      let bobInfo = try await dimo.client.expect(
        .userInfo(RequestUser()), token: bob.access, as: RespondUserInfo.self)
      #expect(bobInfo.nickname == bob.nickname)
      _ = try await dimo.logIn(bob)
    }
  }

  @Test(arguments: TestEngine.allCases)
  func missingForgedOrAlgNoneTokensAre401(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("forger")
      #expect(try await dimo.client.send(.home(RequestUser())).status == 401)
      let parts = user.access.split(separator: ".")
      let unsigned = "\(Self.base64URL(#"{"alg":"none","typ":"JWT"}"#)).\(parts[1])."
      let tampered = "\(parts[0]).\(parts[1]).\(parts[2].dropLast(2))AA"
      for token in [unsigned, tampered, "garbage", user.refresh] {
        #expect(
          try await dimo.client.send(.home(RequestUser()), token: token).status == 401, "\(token)")
      }
      let basic = try await dimo.client.raw(
        "GET", "home/anime", headers: ["Authorization": "Basic \(user.access)"])
      #expect(basic.status == 401)
    }
  }

  @Test(arguments: TestEngine.allCases)
  func sampleUsersHaveNoPasswordAndCannotLogIn(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let answer = try await dimo.client.send(
        .login(RequestLogin(userID: "sample_01", password: "dimo123!")))
      #expect(answer.status == 401)
      #expect(try answer.decode(RespondLogin.self).message == DimoMessages.sampleAccount)
    }
  }

  @Test(arguments: TestEngine.allCases)
  func findingTheIDNeedsTheCodeAndFindingThePasswordNeedsTheAccountsOwnPhone(
    engine: TestEngine
  ) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("forgetful")
      _ = try await dimo.client.expect(
        .phoneCheck(RequestPhoneCheck(phoneNumber: user.phone)), as: RespondPhoneCheck.self)
      let code = try dimo.lastCode(to: user.phone)
      let wrongCode = try await dimo.client.send(
        .findUserID(
          RequestFindUserID(
            name: "테스트", agency: "SKT", phoneNumber: user.phone, verificationCode: "000000")))
      #expect(wrongCode.status == 400)
      let found = try await dimo.client.expect(
        .findUserID(
          RequestFindUserID(
            name: "테스트", agency: "SKT", phoneNumber: user.phone, verificationCode: code)),
        as: RespondFindUserID.self)
      #expect(found.userID == user.userID)

      let otherCode = try await dimo.sendCode(to: "010-9999-0000")
      let otherPhone = try await dimo.client.send(
        .findPassword(
          RequestFindPassword(
            userID: user.userID, phoneNumber: "010-9999-0000", verificationCode: otherCode)))
      #expect(
        otherPhone.status == 404, "the one-time password goes to the account's own phone only")
      _ = try await dimo.client.expect(
        .findPassword(
          RequestFindPassword(
            userID: user.userID, phoneNumber: user.phone,
            verificationCode: try await dimo.sendCode(to: user.phone))),
        as: RespondUserID.self)
      let text = try #require(try dimo.server.sentMessages().last).text
      let password = String(text.split(separator: " ").last?.dropLast("입니다.".count) ?? "")
      #expect(DimoRules.isValidPassword(password), "\(password)")
      #expect(try await dimo.client.send(.home(RequestUser()), token: user.access).status == 401)
      #expect(
        try await dimo.client.send(
          .login(RequestLogin(userID: user.userID, password: user.password))
        ).status
          == 401)
      _ = try await dimo.client.expect(
        .login(RequestLogin(userID: user.userID, password: password)), as: RespondLogin.self)
    }
  }

  private static func base64URL(_ text: String) -> String {
    Data(text.utf8).base64EncodedString().replacingOccurrences(of: "+", with: "-")
      .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
  }
}
