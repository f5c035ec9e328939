import DimoAPI
import DimoDomain
import Foundation
import Hummingbird

/// Finding characters to vote on: recommendations, searches, a work's cast.
struct DiscoveryHandlers: Sendable {
  let env: DimoEnvironment

  /// `GET vote/recommend`.
  func recommend(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    let query = try QueryRequest.decode(RequestRecommend.self, from: request)
    try caller.requireSelf(query.userID)
    let paths = env.paths
    let rows = try await env.read { db in
      query.isRandom
        ? try await CharacterListQueries.random(
          db, paths: paths, viewer: caller.userNo, count: DimoRules.randomRecommendationCount)
        : try await CharacterListQueries.popular(db, paths: paths, viewer: caller.userNo)
    }
    return RespondRecommend(
      code: 200,
      message: query.isRandom
        ? DimoMessages.randomRecommendation : DimoMessages.popularRecommendation,
      characterInfo: rows)
  }

  /// `GET vote/search_character` and `vote/search_content`: 201 with `[]` when nothing matches.
  func search(_ request: Request, _ caller: Caller, byTitle: Bool) async throws
    -> any DimoResponse
  {
    let query = try QueryRequest.decode(RequestSearch.self, from: request)
    try caller.requireSelf(query.userID)
    let text = try checked { try DimoRules.validatedSearch(query.searchContent) }
    let paths = env.paths
    let rows = try await env.read { db in
      try await CharacterListQueries.search(
        db, paths: paths, viewer: caller.userNo, text: text, byTitle: byTitle)
    }
    guard !rows.isEmpty else {
      return RespondSearch(code: 201, message: DimoMessages.noSearchResult, result: [])
    }
    return RespondSearch(
      code: 200, message: byTitle ? DimoMessages.contentSearch : DimoMessages.characterSearch,
      result: rows)
  }

  /// `GET vote/another_character`.
  func anotherCharacter(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    let query = try QueryRequest.decode(RequestCharacter.self, from: request)
    try caller.requireSelf(query.userID)
    let paths = env.paths
    let rows = try await env.read { db in
      try await CharacterListQueries.cast(
        db, paths: paths, viewer: caller.userNo, characterID: query.characterID)
    }
    guard !rows.isEmpty else { throw DimoRefusal.notFound(DimoMessages.noCharacter) }
    return RespondSearch(code: 200, message: DimoMessages.anotherCharacters, result: rows)
  }
}
