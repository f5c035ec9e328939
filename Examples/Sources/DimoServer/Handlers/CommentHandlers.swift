import DimoAPI
import DimoDomain
import Foundation
import Hummingbird
import SQLKit

/// Comments under a review, and their likes.
struct CommentHandlers: Sendable {
  let env: DimoEnvironment

  /// `GET character/comment`: newest first.
  func list(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    let query = try QueryRequest.decode(RequestComments.self, from: request)
    try caller.requireSelf(query.userID)
    let paths = env.paths
    let comments = try await env.read { db -> [CommentRow]? in
      guard try await ReviewQueries.key(db, reviewID: query.reviewID) != nil else { return nil }
      return try await CommentQueries.list(
        db, paths: paths, reviewID: query.reviewID, viewer: caller.userNo,
        viewerID: caller.user.userID)
    }
    guard let comments else { throw DimoRefusal.notFound(DimoMessages.noReview) }
    return RespondCommentList(code: 200, message: DimoMessages.comments, commentList: comments)
  }

  /// `POST character/write_comment`.
  func write(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    let body = try await JSONRequestBody.decode(RequestWriteComment.self, from: request)
    try caller.requireSelf(body.userID)
    let content = try checked { try DimoRules.validatedComment(body.commentContent) }
    let spoiler = try checked { try DimoRules.validatedFlag(body.commentSpoiler) }
    let now = env.now
    let commentID = try await env.write { db in
      let review = try await ReviewHandlers.review(db, body.reviewID, body.characterID)
      return try await CommentQueries.insert(
        db, review: review, userNo: caller.userNo, content: content, spoiler: spoiler, now: now)
    }
    return RespondWriteComment(
      code: 200, message: DimoMessages.commentWritten, commentID: commentID)
  }

  /// `POST character/modify_comment`: the author's own only.
  func modify(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    let body = try await JSONRequestBody.decode(RequestModifyComment.self, from: request)
    try caller.requireSelf(body.userID)
    let content = try checked { try DimoRules.validatedComment(body.commentContent) }
    let spoiler = try checked { try DimoRules.validatedFlag(body.commentSpoiler) }
    try await env.write { db in
      let key = try await Self.ownComment(db, body.commentID, caller) {
        $0.characterID == body.characterID
      }
      try await CommentQueries.update(
        db, commentID: key.commentID, content: content, spoiler: spoiler)
    }
    return RespondMessage(code: 200, message: DimoMessages.commentModified)
  }

  /// `DELETE character/delete_comment`: the author's own only.
  func delete(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    let body = try await JSONRequestBody.decode(RequestDeleteComment.self, from: request)
    try caller.requireSelf(body.userID)
    try await env.write { db in
      let key = try await Self.ownComment(db, body.commentID, caller) {
        $0.characterID == body.characterID && $0.reviewID == body.reviewID
      }
      try await CommentQueries.delete(db, commentID: key.commentID)
    }
    return RespondMessage(code: 200, message: DimoMessages.commentDeleted)
  }

  /// `POST character/like_comment` and `dislike_comment`: idempotent; 201 when nothing changed.
  func setLike(_ request: Request, _ caller: Caller, liked: Bool) async throws -> any DimoResponse {
    let body = try await JSONRequestBody.decode(RequestCommentLike.self, from: request)
    try caller.requireSelf(body.userID)
    let outcome = try await env.write { db in
      guard let key = try await CommentQueries.key(db, commentID: body.commentID),
        key.characterID == body.characterID
      else { throw DimoRefusal.notFound(DimoMessages.noComment) }
      return liked
        ? try await CommentQueries.like(db, key: key, userNo: caller.userNo)
        : try await CommentQueries.unlike(db, key: key, userNo: caller.userNo)
    }
    let message =
      switch (liked, outcome.changed) {
      case (true, true): DimoMessages.liked
      case (true, false): DimoMessages.commentAlreadyLiked
      case (false, true): DimoMessages.unliked
      case (false, false): DimoMessages.commentNotLiked
      }
    return RespondLikeCount(
      code: outcome.changed ? 200 : 201, message: message, likeCnt: outcome.count, isLiked: liked)
  }

  /// The caller's own comment: 404 when there is none (or `matches` fails), 403 when it is
  /// someone else's.
  private static func ownComment(
    _ db: any SQLDatabase, _ commentID: Int, _ caller: Caller,
    matches: (CommentKey) -> Bool
  ) async throws -> CommentKey {
    guard let key = try await CommentQueries.key(db, commentID: commentID), matches(key) else {
      throw DimoRefusal.notFound(DimoMessages.noComment)
    }
    guard key.userNo == caller.userNo else { throw DimoRefusal.forbidden(DimoMessages.notYourPost) }
    return key
  }
}
