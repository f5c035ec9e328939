import DimoAPI
import Foundation
import Testing

@Suite("Pictures and routes", .timeLimit(.minutes(8)))
struct ImageAndRoutingTests {
  @Test(arguments: TestEngine.allCases)
  func everyPictureTheAnswersNameIsServed(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("looker")
      var paths: Set<String> = []
      for anime in try await dimo.client.expect(
        .homeMore(RequestHomeMore(type: .hits)), token: user.access, as: RespondHomeMore.self
      ).anime {
        paths.insert(anime.posterImg)
        let detail = try await dimo.client.expect(
          .animeDetail(contentID: anime.animeID), token: user.access, as: RespondAnimeDetail.self)
        paths.formUnion(detail.characters.map(\.characterImg))
      }
      for movie in try await dimo.client.expect(
        .movieHomeMore(RequestHomeMore(type: .hits)), token: user.access, as: RespondHomeMore.self
      ).anime {
        paths.insert(movie.posterImg)
        let detail = try await dimo.client.expect(
          .movieDetail(contentID: movie.animeID), token: user.access, as: RespondAnimeDetail.self)
        paths.formUnion(detail.characters.map(\.characterImg))
      }
      let pictures: Int = (103 + 17) + (1009 + 149)
      #expect(paths.count == pictures, "the posters and portraits of the anime and the movies")
      for path in paths {
        let answer = try await dimo.client.raw("GET", String(path.dropFirst("/dimo/".count)))
        #expect(answer.status == 200, "\(path)")
        #expect(answer.data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(answer.header("Content-Type") == "image/png")
      }
      let missing = try await dimo.client.raw("GET", "images/anime_1.png")
      #expect(missing.status == 404)
      #expect(try missing.message().code == 404)
    }
  }

  @Test(arguments: TestEngine.allCases)
  func unknownRoutesAre404AndWrongMethods405(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let unknown = try await dimo.client.raw("GET", "crawling/animedata")
      #expect(unknown.status == 404)
      #expect(try unknown.message().message == DimoMessages.noRoute)
      let crawler = try await dimo.client.raw("GET", "crawling/movie")
      #expect(crawler.status == 404, "the crawler is not part of this server")
      let movie = try await dimo.client.raw("GET", "detail/moviedata/1")
      #expect(movie.status == 401, "the movie detail is a route, for signed-in users")
      let wrong = try await dimo.client.raw("PUT", "vote")
      #expect(wrong.status == 405)
      #expect(try wrong.message().message == DimoMessages.wrongMethod)
      let both = try await dimo.client.raw("GET", "vote?character_id=1")
      #expect(both.status == 401, "GET vote exists beside POST vote")
    }
  }

  @Test(arguments: TestEngine.allCases)
  func socialLoginsSayTheyAreNotAvailableHere(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      for provider in SocialProvider.allCases {
        let answer = try await dimo.client.send(
          .socialLogin(
            provider, RequestSocialLogin(userID: "x", name: "x", snsType: provider.rawValue)))
        #expect(answer.status == 404)
        #expect(
          try answer.message().message == DimoMessages.socialUnavailable(provider.displayName))
      }
      for endpoint in [
        DimoEndpoint.socialCheck(RequestUser(userID: "x")),
        .socialProfile(
          RequestSocialProfile(userID: "x", pushCheck: 0, nickname: "소셜", mbti: "ENFP")),
        .socialRefresh(RequestRefresh(refreshToken: "x")),
      ] {
        let answer = try await dimo.client.send(endpoint)
        #expect(answer.status == 404, "\(endpoint.route)")
        #expect(try answer.message().message.contains("이 서버에서 사용할 수 없습니다"))
      }
      var signup = SignupTests.request(phone: "010-1212-3434")
      signup.snsType = "kakao"
      #expect(try await dimo.client.send(.signup(signup)).status == 404)
    }
  }
}
