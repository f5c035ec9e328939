import DimoAPI
import DimoDomain
import Foundation
import Hummingbird

/// The home screen and a work's detail: sections, hits, 찜 and grades.
struct ContentHandlers: Sendable {
  let env: DimoEnvironment

  /// `GET home/anime` and `home/movie`: the five sections of one kind of work for the caller's
  /// MBTI.
  func home(_ request: Request, _ caller: Caller, type: ContentType) async throws
    -> any DimoResponse
  {
    try caller.requireSelf(try QueryRequest.decode(RequestUser.self, from: request).userID)
    let paths = env.paths
    let mbti = caller.user.mbti
    let limit = DimoRules.homeSectionLimit
    let sections = try await env.read { db in
      [
        HomeSection(
          category: .represent,
          anime: try await ContentQueries.represent(
            db, paths: paths, type: type, count: DimoRules.representCount)),
        HomeSection(
          category: .sameMBTIAnime,
          anime: try await mbti.asyncMap {
            try await ContentQueries.sameMBTIAnime(
              db, paths: paths, type: type, mbti: $0, limit: limit)
          } ?? []),
        HomeSection(
          characters: try await mbti.asyncMap {
            try await ContentQueries.sameMBTICharacters(
              db, paths: paths, type: type, mbti: $0, limit: limit)
          } ?? []),
        HomeSection(
          category: .recommend,
          anime: try await mbti.asyncMap {
            try await ContentQueries.recommend(db, paths: paths, type: type, mbti: $0, limit: limit)
          } ?? []),
        HomeSection(
          category: .hits,
          anime: try await ContentQueries.hits(db, paths: paths, type: type, limit: limit)),
      ]
    }
    return RespondHome(code: 200, message: DimoMessages.home, contents: sections)
  }

  /// `GET home/anime_more` and `home/movie_more`: one section without its limit.
  func homeMore(_ request: Request, _ caller: Caller, type: ContentType) async throws
    -> any DimoResponse
  {
    let query = try QueryRequest.decode(RequestHomeMore.self, from: request)
    try caller.requireSelf(query.userID)
    let paths = env.paths
    let mbti = caller.user.mbti
    let (anime, characters) = try await env.read { db -> ([AnimeRow], [CharacterCard]) in
      switch query.type {
      case .sameMBTIAnime:
        return (
          try await mbti.asyncMap {
            try await ContentQueries.sameMBTIAnime(
              db, paths: paths, type: type, mbti: $0, limit: nil)
          } ?? [], []
        )
      case .sameMBTICharacter:
        return (
          [],
          try await mbti.asyncMap {
            try await ContentQueries.sameMBTICharacters(
              db, paths: paths, type: type, mbti: $0, limit: nil)
          } ?? []
        )
      case .recommend:
        return (
          try await mbti.asyncMap {
            try await ContentQueries.recommend(db, paths: paths, type: type, mbti: $0, limit: nil)
          } ?? [], []
        )
      case .represent, .hits:
        return (try await ContentQueries.hits(db, paths: paths, type: type, limit: nil), [])
      }
    }
    return RespondHomeMore(
      code: 200, message: DimoMessages.homeMore, anime: anime, characters: characters)
  }

  /// `GET detail/animedata/{contentId}` and `detail/moviedata/{contentId}`: a work of `type`
  /// (another kind's id is 404); counts a hit.
  func detail(_ contentID: String?, type: ContentType) async throws -> any DimoResponse {
    guard let contentID, let workID = Int(contentID) else {
      throw DimoRefusal.badRequest(DimoMessages.badQuery("contentId"))
    }
    let paths = env.paths
    let found = try await env.write { db -> (AnimeRow, [DetailCharacter])? in
      guard
        let work = try await ContentQueries.open(db, paths: paths, type: type, workID: workID)
      else { return nil }
      return (work, try await ContentQueries.characters(db, paths: paths, animeID: workID))
    }
    guard let (anime, characters) = found else { throw DimoRefusal.notFound(DimoMessages.noAnime) }
    let message =
      switch type {
      case .anime: DimoMessages.animeDetail(workID)
      case .movie: DimoMessages.movieDetail(workID)
      }
    return RespondAnimeDetail(
      code: 200, message: message, contentID: anime.animeID,
      title: anime.title, genre: anime.genre, plot: anime.plot, posterImg: anime.posterImg,
      director: anime.director, release: anime.animeRelease, rate: anime.rate, hits: anime.hits,
      characters: characters)
  }
}

extension Optional {
  /// The result of `transform` on the value, or nil.
  func asyncMap<T>(_ transform: (Wrapped) async throws -> T) async rethrows -> T? {
    guard let value = self else { return nil }
    return try await transform(value)
  }
}
