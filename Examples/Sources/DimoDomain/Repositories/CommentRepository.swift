/// The comments of a review.
public protocol CommentRepository: Sendable {
  /// The review's comments, newest first.
  func fetchComments(reviewID: Int) async throws(DimoFailure) -> [ReviewComment]
  /// Writes a comment; returns its id.
  func writeComment(
    reviewID: Int, characterID: Int, text: String, isSpoiler: Bool
  ) async throws(DimoFailure) -> Int
  /// Deletes the caller's comment.
  func deleteComment(id: Int, reviewID: Int, characterID: Int) async throws(DimoFailure)
  /// Likes the comment or takes the like back; returns the new count.
  func setLiked(_ isLiked: Bool, commentID: Int, characterID: Int) async throws(DimoFailure)
    -> Int
}
