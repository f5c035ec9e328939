import DimoAPI
import DimoDomain
import Foundation
import Testing

@Suite("Votes: the per-axis majority, duplicates, revotes and results", .timeLimit(.minutes(8)))
struct VoteTests {
  @Test(arguments: TestEngine.allCases)
  func aVoteSetsTheCharactersMBTIAndADuplicateIs409(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("voter01", mbti: "INFP")
      let character = try await dimo.number(
        "SELECT MIN(character_id) AS n FROM anime_character WHERE vote_count = 0")
      let anime = try await dimo.number(
        "SELECT anime_id AS n FROM anime_character WHERE character_id = \(character)")
      let vote = DimoEndpoint.vote(
        RequestVote(contentID: anime, characterID: character, ei: "I", sn: "N", tf: "F", jp: "P"))
      let answer = try await dimo.client.expect(vote, token: user.access, as: RespondVote.self)
      #expect(answer.characterMBTI == "INFP")
      #expect(answer.mbtiPercent == AxisPercents(ei: 100, sn: 100, tf: 100, jp: 100))
      let duplicate = try await dimo.client.send(vote, token: user.access)
      #expect(duplicate.status == 409)
      #expect(try duplicate.message() == RespondMessage(code: 409, message: "이미 투표한 캐릭터입니다."))
      #expect(
        try await dimo.number(
          "SELECT vote_count AS n FROM anime_character WHERE character_id = \(character)") == 1)
      let wrongWork = try await dimo.client.send(
        .vote(
          RequestVote(
            contentID: anime + 1, characterID: character, ei: "E", sn: "S", tf: "T", jp: "J")),
        token: user.access)
      #expect(wrongWork.status == 404)
      let badLetter = try await dimo.client.send(
        .vote(
          RequestVote(contentID: anime, characterID: character, ei: "X", sn: "S", tf: "T", jp: "J")),
        token: user.access)
      #expect(badLetter.status == 422)
    }
  }

  @Test(arguments: TestEngine.allCases)
  func theOriginalAppsStringIDsAreAccepted(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("voter02")
      let answer = try await dimo.client.raw(
        "POST", "vote",
        body: Data(
          #"{"contentId":"2180","character_id":"3","ei":"E","sn":"S","tf":"T","jp":"J"}"#.utf8),
        headers: ["Authorization": "Bearer \(user.access)", "Content-Type": "application/json"])
      #expect(answer.status == 200, "\(answer.text)")
      #expect(try answer.decode(RespondVote.self).contentTitle == "진격의 거인")
    }
  }

  @Test(arguments: TestEngine.allCases)
  func aRevoteChangesTheVoteAndTheResult(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("revoter")
      let character = try await dimo.number(
        "SELECT MIN(character_id) AS n FROM anime_character WHERE vote_count = 0")
      let anime = try await dimo.number(
        "SELECT anime_id AS n FROM anime_character WHERE character_id = \(character)")
      let revote = DimoEndpoint.revote(
        RequestVote(contentID: anime, characterID: character, ei: "E", sn: "S", tf: "T", jp: "J"))
      let early = try await dimo.client.send(revote, token: user.access)
      #expect(early.status == 404)
      #expect(try early.message().message == DimoMessages.notVotedYet)
      _ = try await dimo.client.expect(
        .vote(
          RequestVote(contentID: anime, characterID: character, ei: "I", sn: "N", tf: "F", jp: "P")),
        token: user.access, as: RespondVote.self)
      let axes = try await dimo.client.expect(
        .viewRevote(RequestCharacter(characterID: character)), token: user.access,
        as: RespondRevoteInfo.self)
      #expect(
        axes.myVoteResult
          == VoteAxes(energy: "I", recognization: "N", prediction: "F", reaction: "P"))
      let changed = try await dimo.client.expect(revote, token: user.access, as: RespondVote.self)
      #expect(changed.characterMBTI == "ESTJ")
      #expect(changed.message == DimoMessages.revoted)
      #expect(
        try await dimo.number(
          "SELECT vote_count AS n FROM anime_character WHERE character_id = \(character)") == 1)
    }
  }

  @Test(arguments: TestEngine.allCases)
  func resultsShowTheCallersVoteOrTheMostChosenType(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("result1")
      let character = try await dimo.number(
        "SELECT MIN(character_id) AS n FROM anime_character WHERE vote_count >= 5")
      let anime = try await dimo.number(
        "SELECT anime_id AS n FROM anime_character WHERE character_id = \(character)")
      let before = try await dimo.client.expect(
        .voteResult(RequestCharacter(characterID: character)), token: user.access,
        as: RespondVoteResult.self)
      #expect(before.code == 201)
      #expect(before.mostVoteMBTI != nil)
      #expect(before.mbtiPercent.map(\.axis) == MBTIAxis.allCases)
      let top = try await dimo.client.expect(
        .viewResult(RequestCharacter(characterID: character)), token: user.access,
        as: RespondViewResult.self)
      #expect(top.code == 201 && top.myVoteMBTI == nil && top.myVoteMBTIPercent == 0)
      #expect(top.top3MBTI.first.mbti == before.mostVoteMBTI)
      _ = try await dimo.client.expect(
        .vote(
          RequestVote(contentID: anime, characterID: character, ei: "E", sn: "N", tf: "T", jp: "P")),
        token: user.access, as: RespondVote.self)
      let after = try await dimo.client.expect(
        .voteResult(RequestCharacter(characterID: character)), token: user.access,
        as: RespondVoteResult.self)
      #expect(after.code == 200 && after.myVoteMBTI == "ENTP")
      #expect(after.sameVotePercent != nil)
      let raw = try await dimo.client.send(
        .voteResult(RequestCharacter(characterID: character)), token: user.access)
      #expect(raw.text.contains(#""mbti_percent":[{"ei":"#))

      let fresh = try await dimo.number(
        "SELECT MIN(character_id) AS n FROM anime_character WHERE vote_count = 0")
      let empty = try await dimo.client.expect(
        .viewResult(RequestCharacter(characterID: fresh)), token: user.access,
        as: RespondViewResult.self)
      #expect(empty.top3MBTI.first == RankedMBTI(mbti: "결과가 없습니다.", percent: 0))
      let noVotes = try await dimo.client.expect(
        .voteResult(RequestCharacter(characterID: fresh)), token: user.access,
        as: RespondVoteResult.self)
      #expect(noVotes.mbtiPercent.isEmpty && noVotes.contentInfo.characterMBTI == nil)
    }
  }

  @Test(arguments: TestEngine.allCases)
  func recommendationsSearchesAndTheCast(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("finder1")
      let token = user.access
      let random = try await dimo.client.expect(
        .recommend(RequestRecommend(category: "rand")), token: token, as: RespondRecommend.self)
      #expect(random.characterInfo.count == DimoRules.randomRecommendationCount)
      #expect(Set(random.characterInfo.map(\.characterID)).count == random.characterInfo.count)
      let popular = try await dimo.client.expect(
        .recommend(RequestRecommend(category: "popular")), token: token, as: RespondRecommend.self)
      let counts = popular.characterInfo.compactMap(\.count)
      #expect(counts.count == popular.characterInfo.count && counts == counts.sorted(by: >))
      #expect(counts.allSatisfy { $0 > 0 })

      let byName = try await dimo.client.expect(
        .searchCharacter(RequestSearch(searchContent: "eren")), token: token, as: RespondSearch.self
      )
      #expect(
        byName.result.map(\.characterName).contains("엘런 예거 (EREN YEAGER)"), "case-insensitive")
      let byTitle = try await dimo.client.expect(
        .searchContent(RequestSearch(searchContent: "진격")), token: token, as: RespondSearch.self)
      #expect(byTitle.result.allSatisfy { $0.title == "진격의 거인" })
      #expect(byTitle.result.count >= 6)
      let nothing = try await dimo.client.expect(
        .searchCharacter(RequestSearch(searchContent: "%")), token: token, as: RespondSearch.self)
      #expect(nothing.code == 201 && nothing.result.isEmpty, "% is a character, not a wildcard")
      #expect(
        try await dimo.client.send(
          .searchCharacter(RequestSearch(searchContent: " ")), token: token
        )
        .status == 422)
      let cast = try await dimo.client.expect(
        .anotherCharacter(RequestCharacter(characterID: 1)), token: token, as: RespondSearch.self)
      #expect(Set(cast.result.map(\.characterID)) == Set(byTitle.result.map(\.characterID)))
      #expect(
        try await dimo.client.send(
          .anotherCharacter(RequestCharacter(characterID: 0)), token: token
        )
        .status == 404)
    }
  }
}
