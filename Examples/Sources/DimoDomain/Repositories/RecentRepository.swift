/// The caller's recent searches and recently seen characters: at most
/// ``DimoRules/recentListLimit`` each, newest first, without duplicates.
public protocol RecentRepository: Sendable {
  /// The recent keywords, newest first.
  func fetchSearches() async throws(DimoFailure) -> [String]
  /// Keeps a keyword as the newest (moving it up when kept before).
  func saveSearch(_ text: String) async throws(DimoFailure)
  /// Forgets one keyword.
  func deleteSearch(_ text: String) async throws(DimoFailure)
  /// Forgets every keyword.
  func deleteAllSearches() async throws(DimoFailure)
  /// The recently seen characters, newest first.
  func fetchSeenCharacters() async throws(DimoFailure) -> [VoteCandidate]
  /// Keeps a character as the newest seen (moving it up when kept before).
  func saveSeen(characterID: Int) async throws(DimoFailure)
  /// Forgets one seen character.
  func deleteSeen(characterID: Int) async throws(DimoFailure)
  /// Forgets every seen character.
  func deleteAllSeen() async throws(DimoFailure)
}
