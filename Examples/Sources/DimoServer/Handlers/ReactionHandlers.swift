import DimoAPI
import DimoDomain
import Foundation
import Hummingbird

/// 찜 and grades of works, anime and movies alike.
struct ReactionHandlers: Sendable {
  let env: DimoEnvironment

  /// `POST detail/like` and `detail/dislike`: idempotent.
  func setLike(_ request: Request, _ caller: Caller, liked: Bool) async throws -> any DimoResponse {
    let body = try await JSONRequestBody.decode(RequestContent.self, from: request)
    try caller.requireSelf(body.userID)
    let type = try await checkedContent(body.contentType, body.contentID)
    try await env.write { db in
      if liked {
        try await ContentReactionQueries.like(
          db, userNo: caller.userNo, type: type.rawValue, contentID: body.contentID)
      } else {
        try await ContentReactionQueries.unlike(
          db, userNo: caller.userNo, type: type.rawValue, contentID: body.contentID)
      }
    }
    return RespondIsLiked(
      code: 200, message: liked ? DimoMessages.liked : DimoMessages.unliked, isLike: liked)
  }

  /// `GET detail/is_like`: 200 liked, 201 not.
  func isLiked(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    let query = try QueryRequest.decode(RequestContent.self, from: request)
    try caller.requireSelf(query.userID)
    let type = try await checkedContent(query.contentType, query.contentID)
    let liked = try await env.read { db in
      try await ContentReactionQueries.isLiked(
        db, userNo: caller.userNo, type: type.rawValue, contentID: query.contentID)
    }
    return liked
      ? RespondIsLiked(code: 200, message: DimoMessages.contentLiked, isLike: true)
      : RespondIsLiked(code: 201, message: DimoMessages.contentNotLiked, isLike: false)
  }

  /// `GET detail/most_like`.
  func mostLiked(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    let query = try QueryRequest.decode(RequestContent.self, from: request)
    try caller.requireSelf(query.userID)
    let type = try await checkedContent(query.contentType, query.contentID)
    let mbti = try await env.read { db in
      try await ContentReactionQueries.mostLikedMBTI(
        db, type: type.rawValue, contentID: query.contentID)
    }
    return RespondMostLiked(code: 200, message: DimoMessages.mostLiked, mostMBTI: mbti)
  }

  /// `POST detail/grade`: 1 or −1, replacing the caller's earlier grade.
  func grade(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    let body = try await JSONRequestBody.decode(RequestGrade.self, from: request)
    try caller.requireSelf(body.userID)
    let grade = try checked { try DimoRules.validatedGrade(body.grade) }
    let type = try await checkedContent(body.contentType, body.contentID)
    let mbti = caller.user.mbti
    let replaced = try await env.write { db in
      try await ContentReactionQueries.grade(
        db, userNo: caller.userNo, type: type.rawValue, contentID: body.contentID, grade: grade,
        mbti: mbti)
    }
    return RespondMessage(
      code: 200, message: replaced ? DimoMessages.gradeChanged : DimoMessages.gradeSaved)
  }

  /// `GET detail/is_grade`.
  func isGraded(_ request: Request, _ caller: Caller) async throws -> any DimoResponse {
    let query = try QueryRequest.decode(RequestContent.self, from: request)
    try caller.requireSelf(query.userID)
    let type = try await checkedContent(query.contentType, query.contentID)
    let grade = try await env.read { db in
      try await ContentReactionQueries.findGrade(
        db, userNo: caller.userNo, userID: caller.user.userID, type: type.rawValue,
        contentID: query.contentID)
    }
    return RespondIsGraded(code: 200, message: DimoMessages.gradeLookedUp, isGrade: grade)
  }

  /// `GET detail/mbti_result`: 200 both found, 201 one, 202 none.
  func gradeStats(_ request: Request) async throws -> any DimoResponse {
    let query = try QueryRequest.decode(RequestGradeStats.self, from: request)
    let type = try await checkedContent(query.contentType, query.contentID)
    let (best, worst) = try await env.read { db in
      (
        try await ContentReactionQueries.topGraderMBTI(
          db, type: type.rawValue, contentID: query.contentID, grade: 1),
        try await ContentReactionQueries.topGraderMBTI(
          db, type: type.rawValue, contentID: query.contentID, grade: -1)
      )
    }
    let found = [best, worst].compactMap { $0 }.count
    let (code, message) =
      switch found {
      case 2: (200, DimoMessages.gradeStatsBoth)
      case 1: (201, DimoMessages.gradeStatsOne)
      default: (202, DimoMessages.gradeStatsNone)
      }
    return RespondGradeStats(
      code: code, message: message, gradeBest: best ?? DimoMessages.notExisting,
      gradeWorst: worst ?? DimoMessages.notExisting, contentType: type.rawValue,
      contentID: query.contentID)
  }

  /// The content type, checked: the catalog must have a work of that kind with that id (404),
  /// anime and movies alike.
  private func checkedContent(_ typeName: String, _ contentID: Int) async throws -> ContentType {
    guard let type = ContentType(rawValue: typeName) else { throw DimoRefusal.violation(.category) }
    guard contentID > 0 else { throw DimoRefusal.notFound(DimoMessages.noAnime) }
    guard
      try await env.read({ db in
        try await ContentQueries.workExists(db, type: type, workID: contentID)
      })
    else { throw DimoRefusal.notFound(DimoMessages.noAnime) }
    return type
  }
}
