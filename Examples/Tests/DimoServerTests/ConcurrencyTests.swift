import DimoAPI
import DimoDomain
import Foundation
import Testing

@Suite(
  "Concurrent requests keep counters, majorities and uniqueness right", .timeLimit(.minutes(8)))
struct ConcurrencyTests {
  @Test(arguments: TestEngine.allCases)
  func concurrentVotesOnOneCharacterAreAllCounted(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      var users: [TestUser] = []
      for index in 0..<16 { users.append(try await dimo.signUp("cvoter\(index)")) }
      let character = try await dimo.number(
        "SELECT MIN(character_id) AS n FROM anime_character WHERE vote_count = 0")
      let anime = try await dimo.number(
        "SELECT anime_id AS n FROM anime_character WHERE character_id = \(character)")
      let voters = users
      let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
        for (index, user) in voters.enumerated() {
          group.addTask {
            let letters = index % 3 == 0 ? ("I", "N", "F", "P") : ("E", "S", "T", "J")
            return try await dimo.client.send(
              .vote(
                RequestVote(
                  contentID: anime, characterID: character, ei: letters.0, sn: letters.1,
                  tf: letters.2, jp: letters.3)), token: user.access
            ).status
          }
        }
        return try await group.reduce(into: []) { $0.append($1) }
      }
      #expect(statuses.allSatisfy { $0 == 200 })
      #expect(
        try await dimo.number(
          "SELECT vote_count AS n FROM anime_character WHERE character_id = \(character)")
          == 16)
      let result = try await dimo.client.expect(
        .viewResult(RequestCharacter(characterID: character)), token: voters[0].access,
        as: RespondViewResult.self)
      #expect(result.characterInfo.characterMBTI == "ESTJ")
      #expect(result.top3MBTI.first == RankedMBTI(mbti: "ESTJ", percent: 63))
      #expect(try await dimo.countersMatchRows())
    }
  }

  @Test(arguments: TestEngine.allCases)
  func oneUserLikingAtOnceManyTimesLeavesOneLike(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("eager01")
      let before = try await dimo.reviewLikes(1)
      let characterID = try await dimo.number(
        "SELECT character_id AS n FROM character_review WHERE review_id = 1")
      try await withThrowingTaskGroup(of: Void.self) { group in
        for _ in 0..<12 {
          group.addTask {
            let answer = try await dimo.client.send(
              .likeReview(RequestReview(characterID: characterID, reviewID: 1)), token: user.access)
            #expect(answer.status == 200)
          }
        }
        try await group.waitForAll()
      }
      let after = try await dimo.reviewLikes(1)
      #expect(after.counter == before.counter + 1 && after.rows == after.counter)
    }
  }

  @Test(arguments: TestEngine.allCases)
  func racingSignupsForOneNicknameLeaveOneAccount(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      var phones: [String] = []
      for index in 0..<6 {
        let phone = "010-4000-10\(10 + index)"
        try await dimo.verifyPhone(phone)
        phones.append(phone)
      }
      let verified = phones
      let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
        for (index, phone) in verified.enumerated() {
          group.addTask {
            try await dimo.client.send(
              .signup(
                RequestSignup(
                  userID: "racer\(index)", password: "race123!", name: "경주", agency: "KT",
                  phoneNumber: phone, nickname: "같은닉네임", mbti: "ENTP", pushCheck: 0))
            ).status
          }
        }
        return try await group.reduce(into: []) { $0.append($1) }
      }
      #expect(statuses.filter { $0 == 200 }.count == 1, "\(statuses)")
      #expect(statuses.allSatisfy { $0 == 200 || $0 == 409 }, "\(statuses)")
      #expect(
        try await dimo.number("SELECT COUNT(*) AS n FROM dimo_user WHERE nickname = '같은닉네임'") == 1)
    }
  }

  @Test(arguments: TestEngine.allCases)
  func aRefreshTokenSentTwiceAtOnceRefreshesAtMostOnce(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("twins01")
      let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
        for _ in 0..<4 {
          group.addTask {
            try await dimo.client.send(.refresh(RequestRefresh(refreshToken: user.refresh))).status
          }
        }
        return try await group.reduce(into: []) { $0.append($1) }
      }
      #expect(statuses.filter { $0 == 200 }.count <= 1, "\(statuses)")
      #expect(statuses.allSatisfy { $0 == 200 || $0 == 401 })
      #expect(try await dimo.client.send(.home(RequestUser()), token: user.access).status == 401)
    }
  }
}
