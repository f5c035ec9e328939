import DimoAPI
import DimoDomain
import Foundation
import Testing

@Suite("찜 and grades of anime and movies", .timeLimit(.minutes(8)))
struct ReactionTests {
  @Test(arguments: TestEngine.allCases)
  func aLikeIsIdempotentAndShowsInIsLikeAndTheProfile(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("liker", mbti: "ISTP")
      let token = user.access
      let anime = RequestContent(contentType: .anime, contentID: 5712)
      let before = try await dimo.client.expect(
        .isLiked(anime), token: token, as: RespondIsLiked.self)
      #expect(before.code == 201)
      #expect(before.message == DimoMessages.contentNotLiked)
      for _ in 0..<2 {
        _ = try await dimo.client.expect(.likeContent(anime), token: token, as: RespondIsLiked.self)
      }
      #expect(
        try await dimo.number(
          "SELECT COUNT(*) AS n FROM dimo_like l JOIN dimo_user u ON u.user_no = l.user_no WHERE u.user_id = 'liker'"
        )
          == 1)
      let after = try await dimo.client.expect(
        .isLiked(anime), token: token, as: RespondIsLiked.self)
      #expect(after.code == 200 && after.isLike)
      let liked = try await dimo.client.expect(
        .likedAnime(RequestUser()), token: token, as: RespondLikedAnime.self)
      #expect(liked.likeContentInfo.map(\.animeID) == [5712])
      for _ in 0..<2 {
        _ = try await dimo.client.expect(
          .dislikeContent(anime), token: token, as: RespondIsLiked.self)
      }
      let empty = try await dimo.client.expect(
        .likedAnime(RequestUser()), token: token, as: RespondLikedAnime.self)
      #expect(empty.code == 201 && empty.likeContentInfo.isEmpty)
      let unknown = try await dimo.client.send(
        .likeContent(RequestContent(contentType: .anime, contentID: 42)), token: token)
      #expect(unknown.status == 404)
    }
  }

  @Test(arguments: TestEngine.allCases)
  func moviesWorkAlongsideAnime(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("moviegoer", mbti: "INFJ")
      let token = user.access
      let movie = RequestContent(contentType: .movie, contentID: 1_000_005)
      _ = try await dimo.client.expect(.likeContent(movie), token: token, as: RespondIsLiked.self)
      #expect(
        try await dimo.client.expect(.isLiked(movie), token: token, as: RespondIsLiked.self).isLike)
      let movies = try await dimo.client.expect(
        .likedMovies(RequestUser()), token: token, as: RespondLikedMovies.self)
      #expect(movies.likeContent.map(\.contentID) == [1_000_005])
      let detail = try await dimo.client.expect(
        .movieDetail(contentID: 1_000_005), token: token, as: RespondAnimeDetail.self)
      #expect(movies.likeContent.map(\.title) == [detail.title], "the row names the movie")
      #expect(movies.likeContent.first?.posterImg?.hasPrefix("/dimo/images/movie_") == true)
      let anime = try await dimo.client.expect(
        .likedAnime(RequestUser()), token: token, as: RespondLikedAnime.self)
      #expect(anime.likeContentInfo.isEmpty, "a movie is not an anime with the same id")
      _ = try await dimo.client.expect(
        .grade(RequestGrade(contentID: 1_000_005, contentType: .movie, grade: -1)), token: token,
        as: RespondMessage.self)
      let stats = try await dimo.client.expect(
        .mbtiResult(RequestGradeStats(contentID: 1_000_005, contentType: .movie)), token: token,
        as: RespondGradeStats.self)
      #expect(stats.code == 200, "the sample users liked it, the caller did not")
      #expect(stats.gradeWorst == "INFJ", "the caller's −1 is the only one")
      let most = try await dimo.client.expect(
        .mostLiked(movie), token: token, as: RespondMostLiked.self)
      #expect(most.mostMBTI == "INFJ", "INFJ and a sample ISFJ tie; ties go alphabetically")
      for id in [1, 129, 3371, 999_999, 1_000_000, 1_999_999] {
        let unknown = try await dimo.client.send(
          .likeContent(RequestContent(contentType: .movie, contentID: id)), token: token)
        #expect(unknown.status == 404, "\(id) is not a movie of the catalog")
        let grade = try await dimo.client.send(
          .grade(RequestGrade(contentID: id, contentType: .movie, grade: 1)), token: token)
        #expect(grade.status == 404, "\(id) is not a movie of the catalog")
      }
      let animeAsMovie = try await dimo.client.send(
        .isLiked(RequestContent(contentType: .anime, contentID: 1_000_005)), token: token)
      #expect(animeAsMovie.status == 404, "a movie is not an anime")
      let wrongCategory = try await dimo.client.raw(
        "POST", "detail/like",
        body: Data(#"{"content_type": "drama", "contentId": 1}"#.utf8),
        headers: ["Authorization": "Bearer \(token)"])
      #expect(wrongCategory.status == 422)
    }
  }

  @Test(arguments: TestEngine.allCases)
  func aGradeIsSavedThenChangedAndCountsInTheStatistics(engine: TestEngine) async throws {
    try await withDimo(engine) { dimo in
      let user = try await dimo.signUp("grader", mbti: "ESTJ")
      let token = user.access
      let content = RequestContent(contentType: .anime, contentID: 4017)
      let none = try await dimo.client.send(.isGraded(content), token: token)
      #expect(none.text.contains(#""is_grade":null"#))
      let saved = try await dimo.client.expect(
        .grade(RequestGrade(contentID: 4017, contentType: .anime, grade: -1)), token: token,
        as: RespondMessage.self)
      #expect(saved.message == DimoMessages.gradeSaved)
      let lenient = try await dimo.client.raw(
        "POST", "detail/grade",
        body: Data(#"{"contentId": "4017", "content_type": "anime", "grade": "1"}"#.utf8),
        headers: ["Authorization": "Bearer \(token)"])
      #expect(lenient.status == 200, "the original app sent the grade as a string")
      #expect(try lenient.message().message == DimoMessages.gradeChanged)
      let graded = try await dimo.client.expect(
        .isGraded(content), token: token, as: RespondIsGraded.self)
      #expect(graded.isGrade?.grade == 1)
      #expect(graded.isGrade?.userMBTI == "ESTJ")
      let stats = try await dimo.client.expect(
        .mbtiResult(RequestGradeStats(contentID: 4017, contentType: .anime)), token: token,
        as: RespondGradeStats.self)
      #expect([200, 201, 202].contains(stats.code))
      #expect(
        try await dimo.client.send(
          .grade(RequestGrade(contentID: 4017, contentType: .anime, grade: 2)), token: token
        ).status == 422)
      let unknownMovie = try await dimo.client.send(
        .mbtiResult(RequestGradeStats(contentID: 777, contentType: .movie)), token: token)
      #expect(unknownMovie.status == 404, "a movie must be in the catalog")
    }
  }
}
