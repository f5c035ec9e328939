import DimoData
import DimoDomain
import DimoTestSupport
import Foundation
import Testing

/// My Momentum's repository against a real DIMO server: the server's 201 "nothing yet" read as
/// empty lists, anime and movies among the liked works newest 찜 first, another user's profile by login id,
/// and an introduction over the rule refused before anything is sent.
@Suite(.timeLimit(.minutes(3)))
struct MomentumRepositoryTests {
  @Test func aNewAccountsListsAreEmptyAndLikedWorksComeNewestFirstAcrossAnimeAndMovies()
    async throws
  {
    try await withBackend { backend in
      let folder = try TemporaryFolder("dimo-momentum-data")
      let data = backend.makeData(folder: folder.url)
      let account = try await backend.signUp(through: data.auth, nickname: "데이터")
      let profiles = data.momentumRepository
      #expect(try await profiles.fetchLikedWorks(userID: nil).isEmpty)
      #expect(try await profiles.fetchVotedCharacters(userID: nil).isEmpty)
      #expect(try await profiles.fetchReviews(userID: nil).isEmpty)
      #expect(try await profiles.fetchComments(userID: nil).isEmpty)
      let me = try await profiles.fetchProfile(userID: nil)
      #expect(me.userID == account.userID)
      #expect(me.nickname == "데이터")
      #expect(me.mbti == MBTI("ENFP"))

      guard case .contents(let anime) = try await data.homeRepository.fetchSection(.hits),
        case .contents(let movies) = try await data.homeRepository.fetchSection(
          .hits, type: .movie),
        anime.count >= 2, let oneMovie = movies.first
      else {
        Issue.record("fewer than two anime or no movie in 지금 핫한 영화")
        return
      }
      let (first, last) = (anime[0], anime[1])
      try await data.contentRepository.setLiked(true, id: first.id, type: .anime)
      try await data.contentRepository.setLiked(true, id: oneMovie.id, type: .movie)
      try await data.contentRepository.setLiked(true, id: last.id, type: .anime)
      // Newest 찜 first across both kinds — not every anime, then every movie.
      let liked = try await profiles.fetchLikedWorks(userID: account.userID)
      #expect(
        liked == [
          LikedWork(
            contentID: last.id, type: .anime, title: last.title, posterPath: last.posterPath),
          LikedWork(
            contentID: oneMovie.id, type: .movie, title: oneMovie.title,
            posterPath: oneMovie.posterPath),
          LikedWork(
            contentID: first.id, type: .anime, title: first.title, posterPath: first.posterPath),
        ])
    }
  }

  @Test func anotherUsersProfileAndATooLongIntroRefusedBeforeSending() async throws {
    try await withBackend { backend in
      let mine = try TemporaryFolder("dimo-momentum-mine")
      let theirs = try TemporaryFolder("dimo-momentum-theirs")
      let data = backend.makeData(folder: mine.url)
      let other = backend.makeData(folder: theirs.url)
      _ = try await backend.signUp(through: data.auth)
      let them = try await backend.signUp(through: other.auth, nickname: "그사람", mbti: "ISTJ")
      let profile = try await data.momentumRepository.fetchProfile(userID: them.userID)
      #expect(profile.nickname == "그사람")
      #expect(profile.mbti == MBTI("ISTJ"))
      await #expect(throws: DimoFailure.notFound("존재하지 않는 사용자입니다.")) {
        try await data.momentumRepository.fetchProfile(userID: "nobody404")
      }

      let tooLong = String(repeating: "가", count: DimoRules.introLength.upperBound + 1)
      await #expect(throws: DimoFailure.self) {
        try await data.momentumRepository.modifyProfile(ProfileEdit(intro: tooLong, image: nil))
      }
      #expect(backend.requestCount("my_momentum/mod_profile") == 0)
      let change = try await data.momentumRepository.modifyProfile(
        ProfileEdit(intro: "  반가워요  ", image: nil))
      #expect(change == ProfileChange(intro: "반가워요", picturePath: nil))
    }
  }
}
