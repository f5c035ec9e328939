import DimoDomain

/// What the character detail asks of its coordinator.
@MainActor
public protocol CharacterDetailCoordinating: AnyObject {
  /// Opens the write-review modal and waits for it: the character id when a review was saved,
  /// nil when the user cancelled.
  func writeReview(for character: CharacterSummary) async -> Int?
  /// Opens a review's detail on the same stack.
  func showReviewDetail(id: Int, characterID: Int)
  /// 투표하기 / 다시 투표하기: runs the vote flow on the same stack and waits for it; the vote
  /// cast, or nil when the user left without voting.
  func vote(for character: CharacterSummary, isRevote: Bool) async -> CastVote?
}
