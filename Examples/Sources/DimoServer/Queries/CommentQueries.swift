import DimoAPI
import SQLKit

/// A comment's owner, review and character.
struct CommentKey: Sendable {
  let commentID: Int
  let reviewID: Int
  let userNo: Int
  let characterID: Int
}

/// The queries on comments and their likes.
enum CommentQueries {
  /// A review's comments, newest first, with the viewer's like of each.
  static func list(
    _ db: any SQLDatabase, paths: ImagePaths, reviewID: Int, viewer: Int, viewerID: String
  ) async throws -> [CommentRow] {
    try await db.raw(
      """
      SELECT c.comment_id, c.review_id, u.user_id, u.nickname, u.mbti, u.profile_img,
        c.comment_like, c.comment_content, c.comment_spoiler, c.character_id,
        l.comment_like_id
      FROM review_comment c
      JOIN dimo_user u ON u.user_no = c.user_no
      LEFT JOIN comment_like l ON l.comment_id = c.comment_id AND l.user_no = \(bind: viewer)
      WHERE c.review_id = \(bind: reviewID)
      ORDER BY c.comment_id DESC
      """
    ).all().map { row in
      let commentID = try row.int("comment_id")
      let characterID = try row.int("character_id")
      let like = try row.optionalInt("comment_like_id").map {
        CommentLikeRow(
          commentLikeID: $0, characterID: characterID, userID: viewerID, commentID: commentID)
      }
      return CommentRow(
        commentID: commentID, reviewID: try row.int("review_id"), userID: try row.string("user_id"),
        nickname: try row.string("nickname"), mbti: try row.optionalString("mbti"),
        profileImg: paths.profile(try row.optionalString("profile_img")),
        commentLike: try row.int("comment_like"), commentContent: try row.string("comment_content"),
        commentSpoiler: try row.int("comment_spoiler"), characterID: characterID, isLiked: like)
    }
  }

  /// The owner, review and character of a comment.
  static func key(_ db: any SQLDatabase, commentID: Int) async throws -> CommentKey? {
    try await db.raw(
      """
      SELECT review_id, user_no, character_id FROM review_comment
      WHERE comment_id = \(bind: commentID)
      """
    ).first().map {
      CommentKey(
        commentID: commentID, reviewID: try $0.int("review_id"), userNo: try $0.int("user_no"),
        characterID: try $0.int("character_id"))
    }
  }

  /// A new comment; returns its id.
  static func insert(
    _ db: any SQLDatabase, review: ReviewKey, userNo: Int, content: String, spoiler: Int, now: Int
  ) async throws -> Int {
    let row = try await db.raw(
      """
      INSERT INTO review_comment
        (review_id, user_no, character_id, comment_content, comment_spoiler, created_at)
      VALUES (\(bind: review.reviewID), \(bind: userNo), \(bind: review.characterID),
        \(bind: content), \(bind: spoiler), \(bind: now))
      RETURNING comment_id
      """
    ).first()
    guard let id = try row?.int("comment_id") else { throw StoreFailure.noRowReturned }
    return id
  }

  /// Replaces a comment's text and spoiler flag.
  static func update(_ db: any SQLDatabase, commentID: Int, content: String, spoiler: Int)
    async throws
  {
    try await db.raw(
      """
      UPDATE review_comment SET comment_content = \(bind: content),
        comment_spoiler = \(bind: spoiler)
      WHERE comment_id = \(bind: commentID)
      """
    ).run()
  }

  /// Deletes a comment and its likes.
  static func delete(_ db: any SQLDatabase, commentID: Int) async throws {
    try await db.raw("DELETE FROM review_comment WHERE comment_id = \(bind: commentID)").run()
  }

  /// Adds the caller's like unless it is there (the check the original got wrong compared the
  /// comment with the character); the counter stays equal to the rows.
  static func like(_ db: any SQLDatabase, key: CommentKey, userNo: Int) async throws -> (
    changed: Bool, count: Int
  ) {
    let inserted =
      try await db.raw(
        """
        INSERT INTO comment_like (comment_id, user_no, character_id)
        VALUES (\(bind: key.commentID), \(bind: userNo), \(bind: key.characterID))
        ON CONFLICT (user_no, comment_id) DO NOTHING
        RETURNING comment_like_id
        """
      ).first() != nil
    return (inserted, try await bump(db, commentID: key.commentID, by: inserted ? 1 : 0))
  }

  /// Removes the caller's like if it is there; the counter stays equal to the rows.
  static func unlike(_ db: any SQLDatabase, key: CommentKey, userNo: Int) async throws -> (
    changed: Bool, count: Int
  ) {
    let deleted =
      try await db.raw(
        """
        DELETE FROM comment_like WHERE comment_id = \(bind: key.commentID)
          AND user_no = \(bind: userNo)
        RETURNING comment_like_id
        """
      ).first() != nil
    return (deleted, try await bump(db, commentID: key.commentID, by: deleted ? -1 : 0))
  }

  private static func bump(_ db: any SQLDatabase, commentID: Int, by step: Int) async throws
    -> Int
  {
    let row = try await db.raw(
      """
      UPDATE review_comment SET comment_like = comment_like + \(bind: step)
      WHERE comment_id = \(bind: commentID) RETURNING comment_like
      """
    ).first()
    guard let count = try row?.int("comment_like") else { throw StoreFailure.noRowReturned }
    return count
  }
}
