import DimoAPI
import DimoDomain
import Foundation
import Testing

@Suite("Home sections and content detail", .timeLimit(.minutes(8)))
struct HomeTests {
  @Test(arguments: TestEngine.allCases)
  func everyHomeSectionHasDataOnAFreshStart(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("homer", mbti: "ENFP")
      let answer = try await dimo.client.send(.home(RequestUser()), token: user.access)
      #expect(answer.status == 200)
      let home = try answer.decode(RespondHome.self)
      #expect(home.contents.map(\.category) == HomeCategory.allCases)
      let represent = home.contents[0].anime
      #expect(represent.count == DimoRules.representCount)
      #expect(Set(represent.map(\.animeID)).count == represent.count, "no duplicates")
      for section in home.contents where section.category != .represent {
        let count =
          section.category.listsCharacters ? section.characters.count : section.anime.count
        #expect((1...DimoRules.homeSectionLimit).contains(count), "\(section.category): \(count)")
      }
      #expect(home.contents[2].characters.allSatisfy { $0.characterMBTI == "ENFP" })
      let object = try #require(
        try JSONSerialization.jsonObject(with: answer.data) as? [String: Any])
      let contents = try #require(object["contents"] as? [[String: Any]])
      #expect(contents[2]["same_mbti_char"] != nil)
      #expect(contents[4]["hit"] != nil)
      let recommended = try #require((contents[3]["recommend"] as? [[String: Any]])?.first)
      #expect(recommended["id"] == nil, "recommend rows have no id, as in the original")
      #expect((recommended["poster_img"] as? String)?.hasPrefix("/dimo/images/anime_") == true)
    }
  }

  @Test(arguments: TestEngine.allCases)
  func moreListsHaveNoLimit(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("morer", mbti: "ENFP")
      let hits = try await dimo.client.expect(
        .homeMore(RequestHomeMore(type: .hits)), token: user.access, as: RespondHomeMore.self)
      #expect(hits.anime.count == 103)
      let characters = try await dimo.client.expect(
        .homeMore(RequestHomeMore(type: .sameMBTICharacter)), token: user.access,
        as: RespondHomeMore.self)
      #expect(characters.characters.count > DimoRules.homeSectionLimit)
      let other = try await dimo.client.expect(
        .homeMore(RequestHomeMore(type: .recommend)), token: user.access, as: RespondHomeMore.self)
      #expect(!other.anime.isEmpty)
      let unknownType = try await dimo.client.raw(
        "GET", "home/anime_more?type=whatever", headers: ["Authorization": "Bearer \(user.access)"])
      #expect(
        try unknownType.decode(RespondHomeMore.self).anime.count == 103, "anything else is hits")
    }
  }

  @Test(arguments: TestEngine.allCases)
  func theDetailCountsHitsAndListsCharacters(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("viewer")
      let first = try await dimo.client.expect(
        .animeDetail(contentID: 3371), token: user.access, as: RespondAnimeDetail.self)
      #expect(first.title == "Re:제로부터 시작하는 이세계 생활")
      #expect(first.message == "3371번 애니메이션 조회에 성공했습니다.")
      #expect(first.release == "2016.04.04 01:05 (월)")
      #expect((6...12).contains(first.characters.count))
      let second = try await dimo.client.expect(
        .animeDetail(contentID: 3371), token: user.access, as: RespondAnimeDetail.self)
      #expect(second.hits == first.hits + 1)
      let hits = try await dimo.client.expect(
        .home(RequestUser()), token: user.access, as: RespondHome.self
      ).contents[4].anime
      #expect(hits.first?.animeID == 3371, "the most opened work leads 지금 핫한")
      let missing = try await dimo.client.send(.animeDetail(contentID: 1), token: user.access)
      #expect(missing.status == 404)
      #expect(try missing.message().message == DimoMessages.noAnime)
      let bad = try await dimo.client.raw(
        "GET", "detail/animedata/abc", headers: ["Authorization": "Bearer \(user.access)"])
      #expect(bad.status == 400)
    }
  }
}
