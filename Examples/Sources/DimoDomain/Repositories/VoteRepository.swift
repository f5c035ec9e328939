/// Votes on characters and the lists of the Vote tab.
public protocol VoteRepository: Sendable {
  /// Recommended characters: at random, or every voted one, most votes first.
  func fetchRecommendations(_ order: RecommendOrder) async throws(DimoFailure) -> [VoteCandidate]
  /// The characters whose name contains `text`, or every character of the works whose title
  /// does; `text` is checked by ``DimoRules/validatedSearch(_:)`` first.
  func search(_ text: String, in scope: SearchScope) async throws(DimoFailure) -> [VoteCandidate]
  /// Every character of the work of character `characterID`, that one included.
  func fetchCast(characterID: Int) async throws(DimoFailure) -> [VoteCandidate]
  /// The character's result, with the caller's vote.
  func fetchResult(characterID: Int) async throws(DimoFailure) -> VoteResult
  /// The caller's letters for the character, or nil when the caller has not voted.
  func fetchMyVote(characterID: Int) async throws(DimoFailure) -> MBTI?
  /// Votes `mbti` for the character of the work `contentID`, or changes the caller's vote
  /// (`isRevote`); a second vote is refused (409), a revote without a vote too (404).
  func vote(_ mbti: MBTI, characterID: Int, contentID: Int, isRevote: Bool)
    async throws(DimoFailure) -> CastVote
}
