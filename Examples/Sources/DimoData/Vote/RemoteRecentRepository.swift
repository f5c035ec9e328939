import CairnNetworking
import DimoAPI
import DimoDomain

/// The caller's recent searches and recently seen characters on the DIMO server.
public struct RemoteRecentRepository: RecentRepository {
  private let service: DataTransferService

  /// Creates the repository on a service whose base URL ends in `/dimo/`.
  public init(service: DataTransferService) {
    self.service = service
  }

  /// `vote/view_save_search` (null when empty).
  public func fetchSearches() async throws(DimoFailure) -> [String] {
    (try await send(DimoEndpoint.requestSavedSearches(), through: service).searchList ?? [])
      .map(\.content)
  }

  /// `vote/save_search`.
  public func saveSearch(_ text: String) async throws(DimoFailure) {
    _ = try await send(
      DimoEndpoint.requestSaveSearch(RequestSearchKeyword(searchContent: text)), through: service)
  }

  /// `vote/delete_search`.
  public func deleteSearch(_ text: String) async throws(DimoFailure) {
    _ = try await send(
      DimoEndpoint.requestDeleteSearch(RequestSearchKeyword(searchContent: text)),
      through: service)
  }

  /// `vote/delete_all_search`.
  public func deleteAllSearches() async throws(DimoFailure) {
    _ = try await send(DimoEndpoint.requestDeleteAllSearches(), through: service)
  }

  /// `vote/view_recent_seen_chr` (null when empty).
  public func fetchSeenCharacters() async throws(DimoFailure) -> [VoteCandidate] {
    let rows = try await send(DimoEndpoint.requestSeenCharacters(), through: service).seenChrList
    var candidates: [VoteCandidate] = []
    for row in rows ?? [] { candidates.append(try row.candidate()) }
    return candidates
  }

  /// `vote/save_chr_list`.
  public func saveSeen(characterID: Int) async throws(DimoFailure) {
    _ = try await send(
      DimoEndpoint.requestSaveSeenCharacter(RequestSeenCharacter(characterID: characterID)),
      through: service)
  }

  /// `vote/delete_seen_chr`.
  public func deleteSeen(characterID: Int) async throws(DimoFailure) {
    _ = try await send(
      DimoEndpoint.requestDeleteSeenCharacter(RequestSeenCharacter(characterID: characterID)),
      through: service)
  }

  /// `vote/delete_all_seen_chr`.
  public func deleteAllSeen() async throws(DimoFailure) {
    _ = try await send(DimoEndpoint.requestDeleteAllSeenCharacters(), through: service)
  }
}
