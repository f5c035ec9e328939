import DimoAPI
import DimoDomain
import Foundation
import Testing

/// Movies are works of the server's own catalog beside the anime: ids from 1,000,000.
private let firstMovieID = 1_000_000

/// Every work id a home answer names, in any section.
private func workIDs(_ home: RespondHome) -> [Int] {
  home.contents.flatMap { $0.anime.map(\.animeID) + $0.characters.map(\.animeID) }
}

@Suite("The movie category beside anime", .timeLimit(.minutes(8)))
struct MovieTests {
  @Test(arguments: TestEngine.allCases)
  func theMovieHomeHasItsFiveSectionsOfMoviesOnly(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("cinephile", mbti: "ISTP")
      let answer = try await dimo.client.send(.movieHome(RequestUser()), token: user.access)
      #expect(answer.status == 200)
      let home = try answer.decode(RespondHome.self)
      #expect(home.message == DimoMessages.home)
      #expect(home.contents.map(\.category) == HomeCategory.allCases)
      let represent = home.contents[0].anime
      #expect(represent.count == DimoRules.representCount)
      #expect(Set(represent.map(\.animeID)).count == represent.count, "no duplicates")
      for section in home.contents where section.category != .represent {
        let count =
          section.category.listsCharacters ? section.characters.count : section.anime.count
        #expect((1...DimoRules.homeSectionLimit).contains(count), "\(section.category): \(count)")
      }
      #expect(home.contents[2].characters.allSatisfy { $0.characterMBTI == "ISTP" })
      #expect(workIDs(home).allSatisfy { $0 >= firstMovieID }, "only movies")
      #expect(home.contents[4].anime.allSatisfy { $0.posterImg.hasPrefix("/dimo/images/movie_") })
      let object = try #require(
        try JSONSerialization.jsonObject(with: answer.data) as? [String: Any])
      let contents = try #require(object["contents"] as? [[String: Any]])
      #expect(contents[2]["same_mbti_char"] != nil, "the same keys as the anime home")
      #expect(contents[4]["hit"] != nil)

      let anime = try await dimo.client.expect(
        .home(RequestUser()), token: user.access, as: RespondHome.self)
      #expect(!workIDs(anime).isEmpty)
      #expect(workIDs(anime).allSatisfy { $0 < firstMovieID }, "the anime home lists no movie")
    }
  }

  @Test(arguments: TestEngine.allCases)
  func everyMovieSectionHasDataForEveryMBTI(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      for (index, mbti) in MBTI.all.enumerated() {
        let user = try await dimo.signUp("mbti\(index)", mbti: mbti.description)
        let home = try await dimo.client.expect(
          .movieHome(RequestUser()), token: user.access, as: RespondHome.self)
        for section in home.contents {
          let count =
            section.category.listsCharacters ? section.characters.count : section.anime.count
          #expect(count > 0, "\(mbti) \(section.category)")
        }
        #expect(workIDs(home).allSatisfy { $0 >= firstMovieID }, "\(mbti): only movies")
      }
    }
  }

  @Test(arguments: TestEngine.allCases)
  func theMovieMoreListsHaveNoLimitAndOnlyMovies(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("moremovies", mbti: "ENFP")
      let hits = try await dimo.client.expect(
        .movieHomeMore(RequestHomeMore(type: .hits)), token: user.access, as: RespondHomeMore.self)
      #expect(hits.message == DimoMessages.homeMore)
      #expect(hits.anime.count == 17)
      #expect(hits.anime.allSatisfy { $0.animeID >= firstMovieID })
      let characters = try await dimo.client.expect(
        .movieHomeMore(RequestHomeMore(type: .sameMBTICharacter)), token: user.access,
        as: RespondHomeMore.self)
      #expect(!characters.characters.isEmpty)
      #expect(
        characters.characters.allSatisfy {
          $0.animeID >= firstMovieID && $0.characterMBTI == "ENFP"
        }
      )
      for type in [HomeCategory.sameMBTIAnime, .recommend] {
        let list = try await dimo.client.expect(
          .movieHomeMore(RequestHomeMore(type: type)), token: user.access, as: RespondHomeMore.self)
        #expect(!list.anime.isEmpty, "\(type)")
        #expect(list.anime.allSatisfy { $0.animeID >= firstMovieID }, "\(type)")
      }
      let animeHits = try await dimo.client.expect(
        .homeMore(RequestHomeMore(type: .hits)), token: user.access, as: RespondHomeMore.self)
      #expect(animeHits.anime.count == 103, "the anime list has no movie")
    }
  }

  @Test(arguments: TestEngine.allCases)
  func aMovieDetailCountsHitsAndAnAnimeRouteNeverAnswersAMovie(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("moviefan")
      let first = try await dimo.client.expect(
        .movieDetail(contentID: 1_000_001), token: user.access, as: RespondAnimeDetail.self)
      #expect(first.title == "기생충")
      #expect(first.message == "1000001번 영화 조회에 성공했습니다.")
      #expect(first.contentID == 1_000_001)
      #expect(first.release == "2019.05.30 (목)")
      #expect(first.posterImg == "/dimo/images/movie_1000001.png")
      #expect(first.characters.count == 10)
      #expect(first.characters.contains { $0.characterName == "김기택 (KIM KI-TAEK)" })
      let second = try await dimo.client.expect(
        .movieDetail(contentID: 1_000_001), token: user.access, as: RespondAnimeDetail.self)
      #expect(second.hits == first.hits + 1)
      let hits = try await dimo.client.expect(
        .movieHome(RequestUser()), token: user.access, as: RespondHome.self
      ).contents[4].anime
      #expect(hits.first?.animeID == 1_000_001, "the most opened movie leads 지금 핫한 영화")

      for (endpoint, reason) in [
        (DimoEndpoint.movieDetail(contentID: 3371), "an anime is not a movie"),
        (.movieDetail(contentID: 1_999_999), "no such movie"),
        (.animeDetail(contentID: 1_000_001), "a movie is not an anime"),
      ] {
        let answer = try await dimo.client.send(endpoint, token: user.access)
        #expect(answer.status == 404, "\(reason)")
        #expect(try answer.message().message == DimoMessages.noAnime)
        #expect(try answer.message().code == 404)
      }
      let bad = try await dimo.client.raw(
        "GET", "detail/moviedata/abc", headers: ["Authorization": "Bearer \(user.access)"])
      #expect(bad.status == 400)
      let unauthenticated = try await dimo.client.send(.movieDetail(contentID: 1_000_001))
      #expect(unauthenticated.status == 401)
    }
  }

  @Test(arguments: TestEngine.allCases)
  func searchesAndRecommendationsCoverMoviesAndAnime(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("searcher2")
      let byTitle = try await dimo.client.expect(
        .searchContent(RequestSearch(searchContent: "기생충")), token: user.access,
        as: RespondSearch.self)
      #expect(byTitle.result.count == 10)
      #expect(byTitle.result.allSatisfy { $0.category == "movie" && $0.animeID == 1_000_001 })
      let byName = try await dimo.client.expect(
        .searchCharacter(RequestSearch(searchContent: "joker")), token: user.access,
        as: RespondSearch.self)
      #expect(byName.result.map(\.category).sorted() == ["anime", "movie"], "an anime has one too")
      let joker = try #require(byName.result.first { $0.category == "movie" })
      #expect(joker.title == "다크 나이트" && joker.characterName == "조커 (JOKER)")
      let anime = try await dimo.client.expect(
        .searchContent(RequestSearch(searchContent: "진격의 거인")), token: user.access,
        as: RespondSearch.self)
      #expect(!anime.result.isEmpty && anime.result.allSatisfy { $0.category == "anime" })
      let cast = try await dimo.client.expect(
        .anotherCharacter(RequestCharacter(characterID: joker.characterID)),
        token: user.access, as: RespondSearch.self)
      #expect(cast.result.count == 7)
      #expect(cast.result.allSatisfy { $0.category == "movie" && $0.animeID == joker.animeID })
      let popular = try await dimo.client.expect(
        .recommend(RequestRecommend(category: "popular")), token: user.access,
        as: RespondRecommend.self)
      #expect(popular.characterInfo.count == 743 + 109, "every voted character, of both kinds")
      #expect(popular.characterInfo.contains { $0.animeID >= firstMovieID })
      #expect(popular.characterInfo.contains { $0.animeID < firstMovieID })
    }
  }

  @Test(arguments: TestEngine.allCases)
  func votesReviewsAndCommentsWorkOnAMovieCharacter(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("movievoter", mbti: "INTJ")
      let detail = try await dimo.client.expect(
        .movieDetail(contentID: 1_000_014), token: user.access, as: RespondAnimeDetail.self)
      let neo = try #require(detail.characters.first { $0.characterName == "네오 (NEO)" })
      let vote = try await dimo.client.expect(
        .vote(
          RequestVote(
            contentID: 1_000_014, characterID: neo.characterID, ei: "I", sn: "N", tf: "T",
            jp: "J")), token: user.access, as: RespondVote.self)
      #expect(vote.contentID == 1_000_014)
      #expect(vote.contentTitle == "매트릭스")
      let written = try await dimo.client.expect(
        .writeReview(
          RequestWriteReview(
            characterID: neo.characterID, reviewContent: "선택받은 사람의 고민이 느껴져요", reviewSpoiler: 0)),
        token: user.access, as: RespondWriteReview.self)
      #expect(written.code == 200)
      let feed = try await dimo.client.expect(
        .reviews(RequestCharacter(characterID: neo.characterID)), token: user.access,
        as: RespondReviewList.self)
      #expect(feed.code == 200)
      let voted = try await dimo.client.expect(
        .votedCharacters(RequestUser(userID: user.userID)), token: user.access,
        as: RespondVotedCharacters.self)
      #expect(voted.votedCharacter.first?.title == "매트릭스")
    }
  }
}
