import DimoAPI
import DimoDomain
import Foundation
import Testing

@Suite(
  "Settings: password, nickname and MBTI rules where the change happens", .timeLimit(.minutes(8)))
struct SettingsTests {
  @Test(arguments: TestEngine.allCases)
  func changingThePasswordChecksTheCurrentOneAndTheRule(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("changer")
      let other = try await dimo.logIn(user)
      func change(_ current: String, _ new: String) async throws -> Answer {
        try await dimo.client.send(
          .changePassword(RequestChangePassword(password: current, newPassword: new)),
          token: user.access)
      }
      let wrong = try await change("wrong123!", "fresh123!")
      #expect(wrong.status == 403)
      #expect(
        try wrong.decode(RespondChangePassword.self).messageConfirmPW
          == DimoMessages.wrongCurrentPassword)
      let same = try await change(user.password, user.password)
      #expect(same.status == 422)
      #expect(try same.decode(RespondChangePassword.self).message == DimoMessages.samePassword)
      #expect(try await change(user.password, "weakpass").status == 422)
      #expect(try await change(user.password, "fresh123!").status == 200)

      #expect(
        try await dimo.client.send(
          .login(RequestLogin(userID: user.userID, password: user.password))
        )
        .status == 401)
      _ = try await dimo.client.expect(
        .login(RequestLogin(userID: user.userID, password: "fresh123!")), as: RespondLogin.self)
      #expect(try await dimo.client.send(.home(RequestUser()), token: user.access).status == 200)
      #expect(
        try await dimo.client.send(.home(RequestUser()), token: other.accessToken).status == 401,
        "the other sessions end")
    }
  }

  @Test(arguments: TestEngine.allCases)
  func theCurrentPasswordCannotBeGuessedWithAnAccessToken(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("guessed")
      func change(_ current: String) async throws -> Answer {
        try await dimo.client.send(
          .changePassword(RequestChangePassword(password: current, newPassword: "taken123!")),
          token: user.access)
      }
      var statuses: [Int] = []
      for guess in 0..<5 { statuses.append(try await change("guess\(guess)12!").status) }
      #expect(statuses == Array(repeating: 403, count: 5))
      let right = try await change(user.password)
      #expect(right.status == 429, "five tries in fifteen minutes, the right one refused unchecked")
      #expect(right.header("Retry-After") == "900")
      #expect(
        try right.decode(RespondChangePassword.self).message
          == DimoMessages.accountLocked(minutes: 15))
      let login = try await dimo.client.send(
        .login(RequestLogin(userID: user.userID, password: user.password)))
      #expect(login.status == 401, "the tries count for the login too")
      #expect(try login.decode(RespondLogin.self).accessToken == "locked")
    }
  }

  @Test(arguments: TestEngine.allCases)
  func aNicknameChangesOnceIn30DaysAndStaysUnique(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("renamer")
      let token = user.access
      let check = try await dimo.client.send(
        .confirmNickname(RequestNicknameCheck(nickname: "밤샘덕후")), token: token)
      #expect(check.status == 409, "a sample user's nickname is taken")
      let own = try await dimo.client.send(
        .confirmNickname(RequestNicknameCheck(nickname: user.nickname)), token: token)
      #expect(own.status == 409, "the caller's own nickname counts, as in the original")
      #expect(
        try await dimo.client.send(
          .confirmNickname(RequestNicknameCheck(nickname: "가")), token: token
        )
        .status == 422)
      _ = try await dimo.client.expect(
        .confirmNicknameModify(RequestUser()), token: token, as: RespondMessage.self)

      #expect(
        try await dimo.client.send(
          .changeNickname(RequestChangeNickname(nickname: "밤샘덕후")), token: token
        )
        .status == 409)
      _ = try await dimo.client.expect(
        .changeNickname(RequestChangeNickname(nickname: "새이름")), token: token,
        as: RespondNickname.self)
      let modify = try await dimo.client.send(.confirmNicknameModify(RequestUser()), token: token)
      #expect(modify.status == 403)
      #expect(try modify.message().message == DimoMessages.nicknameOncePerMonth)
      let again = try await dimo.client.send(
        .changeNickname(RequestChangeNickname(nickname: "또새이름")), token: token)
      #expect(again.status == 403, "the change itself enforces the 30 days")

      dimo.clock.advance(by: DimoRules.changeInterval)
      let later = try await dimo.logIn(user).accessToken
      let info = try await dimo.client.expect(
        .userInfo(RequestUser()), token: later, as: RespondUserInfo.self)
      #expect(info.nickname == "새이름")
      #expect(info.updatedAtNickname != nil)
      _ = try await dimo.client.expect(
        .changeNickname(RequestChangeNickname(nickname: "또새이름")), token: later,
        as: RespondNickname.self)
    }
  }

  @Test(arguments: TestEngine.allCases)
  func theMBTIChangesOnceIn30DaysAndMustDiffer(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("typer", mbti: "ENFP")
      let token = user.access
      let same = try await dimo.client.send(
        .changeMBTI(RequestChangeMBTI(mbti: "enfp")), token: token)
      #expect(same.status == 422)
      #expect(try same.message().message == DimoMessages.sameMBTI)
      #expect(
        try await dimo.client.send(.changeMBTI(RequestChangeMBTI(mbti: "ABCD")), token: token)
          .status
          == 422)
      _ = try await dimo.client.expect(
        .confirmMBTIModify(RequestUser()), token: token, as: RespondMessage.self)
      let changed = try await dimo.client.expect(
        .changeMBTI(RequestChangeMBTI(mbti: "istj")), token: token, as: RespondMBTI.self)
      #expect(changed.mbti == "ISTJ")
      #expect(
        try await dimo.client.send(.confirmMBTIModify(RequestUser()), token: token).status == 403)
      let again = try await dimo.client.send(
        .changeMBTI(RequestChangeMBTI(mbti: "INTP")), token: token)
      #expect(again.status == 403)
      #expect(try again.message().message == DimoMessages.mbtiOncePerMonth)
      dimo.clock.advance(by: DimoRules.changeInterval)
      _ = try await dimo.client.expect(
        .changeMBTI(RequestChangeMBTI(mbti: "INTP")), token: try await dimo.logIn(user).accessToken,
        as: RespondMBTI.self)
    }
  }

  @Test(arguments: TestEngine.allCases)
  func characterRequestsTakeAnimeAndMovies(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("asker")
      for category in RequestCategory.allCases {
        _ = try await dimo.client.expect(
          .requestCharacter(
            RequestCharacterRequest(category: category.rawValue, title: "작품", characterName: "캐릭터")),
          token: user.access, as: RespondUserID.self)
      }
      #expect(try await dimo.number("SELECT COUNT(*) AS n FROM request_character") == 2)
      let bad = try await dimo.client.send(
        .requestCharacter(
          RequestCharacterRequest(category: "드라마", title: "작품", characterName: "이름")),
        token: user.access)
      #expect(bad.status == 422)
      let empty = try await dimo.client.send(
        .requestCharacter(
          RequestCharacterRequest(category: "애니", title: "  ", characterName: "이름")),
        token: user.access)
      #expect(empty.status == 422)
    }
  }
}
