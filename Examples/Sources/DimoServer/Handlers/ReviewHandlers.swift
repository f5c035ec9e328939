import DimoAPI
import DimoDomain
import Foundation
import Hummingbird
import SQLKit

/// A character's feed: reviews, their likes, hiding and reporting.
struct ReviewHandlers: Sendable {
  let env: DimoEnvironment

  /// `GET character`.
  func feed(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    let query = try QueryRequest.decode(RequestCharacter.self, from: request)
    try caller.requireSelf(query.userID)
    let paths = env.paths
    let reviews = try await env.read { db -> [ReviewRow]? in
      guard try await VoteQueries.character(db, paths: paths, characterID: query.characterID) != nil
      else { return nil }
      return try await ReviewQueries.feed(
        db, paths: paths, characterID: query.characterID, viewer: caller.userNo)
    }
    guard let reviews else { throw DimoRefusal.notFound(DimoMessages.noCharacter) }
    return RespondReviewList(
      code: 200, message: DimoMessages.reviews, userID: caller.user.userID, reviewList: reviews)
  }

  /// `GET character/review_detail`: counts the caller's first view, unless they wrote it.
  func detail(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    let query = try QueryRequest.decode(RequestReviewDetail.self, from: request)
    try caller.requireSelf(query.userID)
    let paths = env.paths
    let found = try await env.write { db -> (ReviewDetailRow, [ReviewLikeRow])? in
      guard let key = try await ReviewQueries.key(db, reviewID: query.reviewID),
        key.characterID == query.characterID,
        let review = try await ReviewQueries.open(
          db, paths: paths, reviewID: query.reviewID, viewer: caller.userNo)
      else { return nil }
      let likes = try await ReviewQueries.likes(
        db, reviewID: query.reviewID, userNo: caller.userNo, userID: caller.user.userID)
      return (review, likes)
    }
    guard let (review, likes) = found else { throw DimoRefusal.notFound(DimoMessages.noReview) }
    return RespondReviewDetail(
      code: 200, message: DimoMessages.reviewDetail, userID: caller.user.userID,
      characterID: "\(query.characterID)", reviewList: [review],
      isLiked: likes.isEmpty ? nil : likes)
  }

  /// `POST character/write_review`.
  func write(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    let body = try await JSONRequestBody.decode(RequestWriteReview.self, from: request)
    try caller.requireSelf(body.userID)
    let content = try checked { try DimoRules.validatedReview(body.reviewContent) }
    let spoiler = try checked { try DimoRules.validatedFlag(body.reviewSpoiler) }
    let now = env.now
    let paths = env.paths
    let reviewID = try await env.write { db -> Int? in
      guard try await VoteQueries.character(db, paths: paths, characterID: body.characterID) != nil
      else { return nil }
      return try await ReviewQueries.insert(
        db, userNo: caller.userNo, characterID: body.characterID, content: content,
        spoiler: spoiler, now: now)
    }
    guard let reviewID else { throw DimoRefusal.notFound(DimoMessages.noCharacter) }
    return RespondWriteReview(
      code: 200, message: DimoMessages.reviewWritten, userID: caller.user.userID,
      characterID: body.characterID, reviewID: reviewID)
  }

  /// `POST character/modify_review`: the author's own only.
  func modify(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    let body = try await JSONRequestBody.decode(RequestModifyReview.self, from: request)
    try caller.requireSelf(body.userID)
    let content = try checked { try DimoRules.validatedReview(body.reviewContent) }
    let spoiler = try checked { try DimoRules.validatedFlag(body.reviewSpoiler) }
    try await env.write { db in
      let key = try await Self.ownReview(db, body.reviewID, body.characterID, caller)
      try await ReviewQueries.update(db, reviewID: key.reviewID, content: content, spoiler: spoiler)
    }
    return RespondMessage(code: 200, message: DimoMessages.reviewModified)
  }

  /// `DELETE character/delete_review`: the author's own only; its comments and likes go too.
  func delete(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    let body = try await JSONRequestBody.decode(RequestReview.self, from: request)
    try caller.requireSelf(body.userID)
    try await env.write { db in
      let key = try await Self.ownReview(db, body.reviewID, body.characterID, caller)
      try await ReviewQueries.delete(db, reviewID: key.reviewID)
    }
    return RespondMessage(code: 200, message: DimoMessages.reviewDeleted)
  }

  /// `POST character/review_like` and `review_dislike`: idempotent; 201 when nothing changed.
  func setLike(_ request: Request, _ caller: Caller, liked: Bool) async throws -> any DimoResponse {
    let body = try await JSONRequestBody.decode(RequestReview.self, from: request)
    try caller.requireSelf(body.userID)
    let outcome = try await env.write { db in
      let key = try await Self.review(db, body.reviewID, body.characterID)
      return liked
        ? try await ReviewQueries.like(db, key: key, userNo: caller.userNo)
        : try await ReviewQueries.unlike(db, key: key, userNo: caller.userNo)
    }
    let message =
      switch (liked, outcome.changed) {
      case (true, true): DimoMessages.liked
      case (true, false): DimoMessages.reviewAlreadyLiked
      case (false, true): DimoMessages.unliked
      case (false, false): DimoMessages.reviewNotLiked
      }
    return RespondLikeCount(
      code: outcome.changed ? 200 : 201, message: message, likeCnt: outcome.count, isLiked: liked)
  }

  /// `POST character/blind_review`: hides a review, or every review of its author, from the
  /// caller.
  func blind(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    let body = try await JSONRequestBody.decode(RequestBlindReview.self, from: request)
    try caller.requireSelf(body.userID)
    guard body.blindType == 0 || body.blindType == 1 else {
      throw DimoRefusal.violation(.blindType)
    }
    try await env.write { db in
      guard let key = try await ReviewQueries.key(db, reviewID: body.reviewID) else {
        throw DimoRefusal.notFound(DimoMessages.noReview)
      }
      guard key.userNo != caller.userNo else {
        throw DimoRefusal.unprocessable(DimoMessages.cannotHideOwn)
      }
      try await ModerationQueries.hide(
        db, viewer: caller.userNo, review: key, everyReviewOfAuthor: body.blindType == 1)
    }
    return RespondMessage(
      code: 200,
      message: body.blindType == 0 ? DimoMessages.reviewHidden : DimoMessages.authorHidden)
  }

  /// `POST character/report_user`: once per reporter and review.
  func report(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    let body = try await JSONRequestBody.decode(RequestReport.self, from: request)
    try caller.requireSelf(body.userID)
    let reason = try checked { try DimoRules.validatedReportReason(body.reportReason) }
    let now = env.now
    try await env.write { db in
      guard let key = try await ReviewQueries.key(db, reviewID: body.reviewID) else {
        throw DimoRefusal.notFound(DimoMessages.noReview)
      }
      guard key.userNo != caller.userNo else {
        throw DimoRefusal.unprocessable(DimoMessages.cannotReportOwn)
      }
      guard
        try await ModerationQueries.report(
          db, reporter: caller.userNo, review: key, reason: reason, now: now)
      else { throw DimoRefusal.conflict(DimoMessages.alreadyReported) }
    }
    return RespondMessage(code: 200, message: DimoMessages.reported)
  }

  /// The review, if it exists and belongs to the character: 404 otherwise.
  static func review(_ db: any SQLDatabase, _ reviewID: Int, _ characterID: Int) async throws
    -> ReviewKey
  {
    guard let key = try await ReviewQueries.key(db, reviewID: reviewID),
      key.characterID == characterID
    else { throw DimoRefusal.notFound(DimoMessages.noReview) }
    return key
  }

  /// The caller's own review: 404 when there is none, 403 when it is someone else's.
  static func ownReview(
    _ db: any SQLDatabase, _ reviewID: Int, _ characterID: Int, _ caller: Caller
  ) async throws -> ReviewKey {
    let key = try await review(db, reviewID, characterID)
    guard key.userNo == caller.userNo else { throw DimoRefusal.forbidden(DimoMessages.notYourPost) }
    return key
  }
}
