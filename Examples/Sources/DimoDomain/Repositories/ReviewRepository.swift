/// A character's reviews, and what a user can do with one.
public protocol ReviewRepository: Sendable {
  /// The character's header and the 분석 tab: top three, the caller's vote.
  func fetchAnalysis(characterID: Int) async throws(DimoFailure) -> CharacterAnalysis
  /// The character's reviews, newest first, without those the caller hid.
  func fetchReviews(characterID: Int) async throws(DimoFailure) -> [Review]
  /// One review (the server counts one more view).
  func fetchReview(id: Int, characterID: Int) async throws(DimoFailure) -> ReviewDetail
  /// Writes a review; returns its id.
  func writeReview(characterID: Int, draft: ReviewDraft) async throws(DimoFailure) -> Int
  /// Edits the caller's review.
  func modifyReview(id: Int, characterID: Int, draft: ReviewDraft) async throws(DimoFailure)
  /// Deletes the caller's review with its comments and likes.
  func deleteReview(id: Int, characterID: Int) async throws(DimoFailure)
  /// Likes the review or takes the like back; returns the new count.
  func setLiked(_ isLiked: Bool, reviewID: Int, characterID: Int) async throws(DimoFailure)
    -> Int
  /// Hides the review, or every review of its author, from the caller.
  func hide(reviewID: Int, everyReviewOfAuthor: Bool) async throws(DimoFailure)
  /// Reports the review's author; `reason` is already checked.
  func report(reviewID: Int, reason: String) async throws(DimoFailure)
}
