import SQLKit

extension DimoSeeder {
  func insertVotes(
    _ set: SampleSet, users: [String: StoredUser], characters: [Int: StoredCharacter]
  ) async throws {
    var rows: [[(any Encodable & Sendable)?]] = []
    for vote in set.activity.votes {
      guard let user = users[vote.userID], let character = characters[vote.characterID] else {
        throw DimoResourceError(description: "a sample vote refers to an unknown row")
      }
      rows.append([
        character.id, user.userNo, user.mbti, vote.ei, vote.sn, vote.tf, vote.jp,
        character.workID, vote.ei + vote.sn + vote.tf + vote.jp,
      ])
    }
    try await insert(
      "anime_character_vote",
      [
        "character_id", "user_no", "user_mbti", "energy", "recognization", "prediction",
        "reaction", "content_id", "vote_mbti",
      ], rows)
  }

  /// Inserts the set's reviews with ids of their own, following the largest stored one (1, 2,
  /// … in migration 2, whose tables are empty), so that one multi-row INSERT stores them all.
  func insertReviews(
    _ set: SampleSet, users: [String: StoredUser], characters: [Int: StoredCharacter]
  ) async throws -> [Int: StoredPost] {
    let first = try await nextID("character_review", "review_id")
    var reviews: [Int: StoredPost] = [:]
    var rows: [[(any Encodable & Sendable)?]] = []
    for (index, review) in set.activity.reviews.enumerated() {
      guard let user = users[review.userID], let character = characters[review.characterID] else {
        throw DimoResourceError(description: "sample review \(review.reviewID) is dangling")
      }
      let id = first + index
      rows.append([
        id, user.userNo, character.id, review.reviewContent, review.reviewSpoiler, context.now,
      ])
      reviews[review.reviewID] = StoredPost(id: id, characterID: character.id)
    }
    try await insert(
      "character_review",
      ["review_id", "user_no", "character_id", "review_content", "review_spoiler", "created_at"],
      rows)
    try await continueNumbering("character_review", after: "review_id")
    return reviews
  }

  /// Inserts the set's comments with ids of their own, as ``insertReviews(_:users:characters:)``.
  func insertComments(
    _ set: SampleSet, users: [String: StoredUser], reviews: [Int: StoredPost]
  ) async throws -> [Int: StoredPost] {
    let first = try await nextID("review_comment", "comment_id")
    var comments: [Int: StoredPost] = [:]
    var rows: [[(any Encodable & Sendable)?]] = []
    for (index, comment) in set.activity.comments.enumerated() {
      guard let user = users[comment.userID], let review = reviews[comment.reviewID] else {
        throw DimoResourceError(description: "sample comment \(comment.commentID) is dangling")
      }
      let id = first + index
      rows.append([
        id, review.id, user.userNo, review.characterID, comment.commentContent,
        comment.commentSpoiler, context.now,
      ])
      comments[comment.commentID] = StoredPost(id: id, characterID: review.characterID)
    }
    try await insert(
      "review_comment",
      [
        "comment_id", "review_id", "user_no", "character_id", "comment_content",
        "comment_spoiler", "created_at",
      ], rows)
    try await continueNumbering("review_comment", after: "comment_id")
    return comments
  }

  /// The id after the largest stored one of `table`, or 1.
  private func nextID(_ table: String, _ column: String) async throws -> Int {
    let row = try await db.raw(
      "SELECT COALESCE(MAX(\(ident: column)), 0) + 1 AS next FROM \(ident: table)"
    ).first()
    return try row?.int("next") ?? 1
  }

  /// Makes the next automatic id of `table` follow the largest stored one. SQLite's
  /// AUTOINCREMENT does so by itself; PostgreSQL's identity sequence must be told.
  private func continueNumbering(_ table: String, after column: String) async throws {
    guard context.engine == .postgres else { return }
    try await db.raw(
      """
      SELECT setval(pg_get_serial_sequence(\(bind: table), \(bind: column)),
        (SELECT MAX(\(ident: column)) FROM \(ident: table)))
      WHERE EXISTS (SELECT 1 FROM \(ident: table))
      """
    ).run()
  }

  func insertLikes(
    _ set: SampleSet, users: [String: StoredUser], reviews: [Int: StoredPost],
    comments: [Int: StoredPost]
  ) async throws {
    var reviewLikes: [[(any Encodable & Sendable)?]] = []
    var commentLikes: [[(any Encodable & Sendable)?]] = []
    for like in set.activity.likes {
      guard let user = users[like.userID] else {
        throw DimoResourceError(description: "a sample like has an unknown user")
      }
      if like.kind == "review", let review = reviews[like.targetID] {
        reviewLikes.append([review.id, user.userNo, review.characterID])
      } else if like.kind == "comment", let comment = comments[like.targetID] {
        commentLikes.append([comment.id, user.userNo, comment.characterID])
      } else {
        throw DimoResourceError(description: "a sample like has an unknown target")
      }
    }
    try await insert("review_like", ["review_id", "user_no", "character_id"], reviewLikes)
    try await insert("comment_like", ["comment_id", "user_no", "character_id"], commentLikes)
  }

  func insertGradesAndContentLikes(_ set: SampleSet, users: [String: StoredUser]) async throws {
    let type = set.contentType.rawValue
    var grades: [[(any Encodable & Sendable)?]] = []
    for grade in set.activity.grades {
      guard let user = users[grade.userID] else {
        throw DimoResourceError(description: "a sample grade has an unknown user")
      }
      grades.append([user.userNo, grade.workID, type, grade.grade, user.mbti])
    }
    try await insert(
      "dimo_grade", ["user_no", "content_id", "content_type", "grade", "user_mbti"], grades)
    var likes: [[(any Encodable & Sendable)?]] = []
    for like in set.activity.contentLikes {
      guard let user = users[like.userID] else {
        throw DimoResourceError(description: "a sample 찜 has an unknown user")
      }
      likes.append([user.userNo, type, like.workID])
    }
    try await insert("dimo_like", ["user_no", "content_type", "content_id"], likes)
  }
}
