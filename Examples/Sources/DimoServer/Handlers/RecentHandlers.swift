import DimoAPI
import DimoDomain
import Foundation
import Hummingbird

/// The caller's recent searches and recently seen characters.
struct RecentHandlers: Sendable {
  let env: DimoEnvironment

  /// `GET vote/view_save_search`: newest first, or null when empty.
  func searches(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    try caller.requireSelf(try QueryRequest.decode(RequestUser.self, from: request).userID)
    return RespondSavedSearches(
      code: 200, message: DimoMessages.savedSearches, searchList: try await searchList(caller))
  }

  /// `POST vote/save_search`: 201 when it was saved before (it moves to the top).
  func saveSearch(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    let body = try await JSONRequestBody.decode(RequestSearchKeyword.self, from: request)
    try caller.requireSelf(body.userID)
    let content = try checked { try DimoRules.validatedSearch(body.searchContent) }
    let existed = try await env.write { db in
      try await RecentQueries.saveSearch(db, userNo: caller.userNo, content: content)
    }
    return RespondSavedSearches(
      code: existed ? 201 : 200,
      message: existed ? DimoMessages.searchAlreadySaved : DimoMessages.searchSaved,
      searchList: try await searchList(caller))
  }

  /// `DELETE vote/delete_search`: 404 when the keyword is not saved.
  func deleteSearch(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    let body = try await JSONRequestBody.decode(RequestSearchKeyword.self, from: request)
    try caller.requireSelf(body.userID)
    let content = DimoRules.trimmed(body.searchContent)
    guard
      try await env.write({ db in
        try await RecentQueries.deleteSearch(db, userNo: caller.userNo, content: content)
      })
    else { throw DimoRefusal.notFound(DimoMessages.noSavedSearch) }
    return RespondMessage(code: 200, message: DimoMessages.searchDeleted)
  }

  /// `DELETE vote/delete_all_search`.
  func deleteAllSearches(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    let body = try await JSONRequestBody.decode(RequestUser.self, from: request)
    try caller.requireSelf(body.userID)
    try await env.write { db in
      try await RecentQueries.deleteAll("search_list", db, userNo: caller.userNo)
    }
    return RespondMessage(code: 200, message: DimoMessages.searchesDeleted)
  }

  /// `GET vote/view_recent_seen_chr`: newest first, or null when empty.
  func seen(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    try caller.requireSelf(try QueryRequest.decode(RequestUser.self, from: request).userID)
    let paths = env.paths
    let rows = try await env.read { db in
      try await RecentQueries.seen(
        db, paths: paths, userNo: caller.userNo, userID: caller.user.userID)
    }
    return RespondSeenCharacters(
      code: 200, message: DimoMessages.seenCharacters, seenChrList: rows.isEmpty ? nil : rows)
  }

  /// `POST vote/save_chr_list`: 201 when it was saved before (it moves to the top).
  func saveSeen(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    let body = try await JSONRequestBody.decode(RequestSeenCharacter.self, from: request)
    try caller.requireSelf(body.userID)
    let paths = env.paths
    let existed = try await env.write { db in
      guard try await VoteQueries.character(db, paths: paths, characterID: body.characterID) != nil
      else { throw DimoRefusal.notFound(DimoMessages.noCharacter) }
      return try await RecentQueries.saveSeen(
        db, userNo: caller.userNo, characterID: body.characterID)
    }
    return RespondMessage(
      code: existed ? 201 : 200,
      message: existed ? DimoMessages.seenAlreadySaved : DimoMessages.seenSaved)
  }

  /// `DELETE vote/delete_seen_chr`: 404 when the character is not in the list.
  func deleteSeen(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    let body = try await JSONRequestBody.decode(RequestSeenCharacter.self, from: request)
    try caller.requireSelf(body.userID)
    guard
      try await env.write({ db in
        try await RecentQueries.deleteSeen(db, userNo: caller.userNo, characterID: body.characterID)
      })
    else { throw DimoRefusal.notFound(DimoMessages.noSeenCharacter) }
    return RespondMessage(code: 200, message: DimoMessages.seenDeleted)
  }

  /// `DELETE vote/delete_all_seen_chr`.
  func deleteAllSeen(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    let body = try await JSONRequestBody.decode(RequestUser.self, from: request)
    try caller.requireSelf(body.userID)
    try await env.write { db in
      try await RecentQueries.deleteAll("recent_chr_list", db, userNo: caller.userNo)
    }
    return RespondMessage(code: 200, message: DimoMessages.seenAllDeleted)
  }

  private func searchList(_ caller: Caller) async throws -> [SavedSearchRow]? {
    let rows = try await env.read { db in
      try await RecentQueries.searches(db, userNo: caller.userNo, userID: caller.user.userID)
    }
    return rows.isEmpty ? nil : rows
  }
}
