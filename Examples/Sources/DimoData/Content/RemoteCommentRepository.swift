import CairnNetworking
import DimoAPI
import DimoDomain

/// A review's comments from the DIMO server.
public struct RemoteCommentRepository: CommentRepository {
  private let service: DataTransferService

  /// Creates the repository on a service whose base URL ends in `/dimo/`.
  public init(service: DataTransferService) {
    self.service = service
  }

  /// The comments, newest first.
  public func fetchComments(reviewID: Int) async throws(DimoFailure) -> [ReviewComment] {
    try await send(
      DimoEndpoint.requestComments(RequestComments(reviewID: reviewID)), through: service
    ).commentList.map(\.comment)
  }

  /// Writes a comment.
  public func writeComment(
    reviewID: Int, characterID: Int, text: String, isSpoiler: Bool
  ) async throws(DimoFailure) -> Int {
    let content: String
    do {
      content = try DimoRules.validatedComment(text)
    } catch {
      throw .refused(status: 422, message: DimoMessages.violation(error))
    }
    return try await send(
      DimoEndpoint.requestWriteComment(
        RequestWriteComment(
          characterID: characterID, reviewID: reviewID, commentContent: content,
          commentSpoiler: isSpoiler ? 1 : 0)),
      through: service
    ).commentID
  }

  /// Deletes a comment.
  public func deleteComment(id: Int, reviewID: Int, characterID: Int) async throws(DimoFailure) {
    _ = try await send(
      DimoEndpoint.requestDeleteComment(
        RequestDeleteComment(characterID: characterID, reviewID: reviewID, commentID: id)),
      through: service)
  }

  /// Likes or unlikes a comment.
  public func setLiked(_ isLiked: Bool, commentID: Int, characterID: Int)
    async throws(DimoFailure) -> Int
  {
    let request = RequestCommentLike(characterID: characterID, commentID: commentID)
    return try await send(
      isLiked
        ? DimoEndpoint.requestLikeComment(request) : DimoEndpoint.requestDislikeComment(request),
      through: service
    ).likeCnt
  }
}
