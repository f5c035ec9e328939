import DimoAPI
import SQLKit

/// A review's owner and character.
struct ReviewKey: Sendable {
  let reviewID: Int
  let userNo: Int
  let characterID: Int
}

/// The queries on reviews and their likes.
enum ReviewQueries {
  private static let feedColumns = """
    r.review_id, u.user_id, r.character_id, r.review_content, r.review_like, r.review_hits,
    r.review_spoiler, u.nickname, u.mbti, u.profile_img,
    (SELECT COUNT(*) FROM review_comment c WHERE c.review_id = r.review_id) AS comment_count
    """

  /// A character's reviews, newest first, without those `viewer` hid.
  static func feed(_ db: any SQLDatabase, paths: ImagePaths, characterID: Int, viewer: Int)
    async throws -> [ReviewRow]
  {
    try await db.raw(
      """
      SELECT \(unsafeRaw: feedColumns) FROM character_review r
      JOIN dimo_user u ON u.user_no = r.user_no
      WHERE r.character_id = \(bind: characterID)
        AND NOT EXISTS (SELECT 1 FROM blind_review b
          WHERE b.user_no = \(bind: viewer) AND b.blind_review_id = r.review_id)
      ORDER BY r.review_id DESC
      """
    ).all().map { try review($0, paths: paths) }
  }

  /// Counts `viewer`'s view of a review — the first one only, and never the author's — and
  /// returns the review with its character and work.
  static func open(_ db: any SQLDatabase, paths: ImagePaths, reviewID: Int, viewer: Int)
    async throws -> ReviewDetailRow?
  {
    let firstView = try await db.raw(
      """
      INSERT INTO review_view (review_id, user_no)
      SELECT review_id, \(bind: viewer) FROM character_review
      WHERE review_id = \(bind: reviewID) AND user_no <> \(bind: viewer)
      ON CONFLICT DO NOTHING
      RETURNING review_id
      """
    ).first()
    if firstView != nil {
      try await db.raw(
        "UPDATE character_review SET review_hits = review_hits + 1 WHERE review_id = \(bind: reviewID)"
      ).run()
    }
    guard
      let row = try await db.raw(
        """
        SELECT \(unsafeRaw: feedColumns), ch.character_name, ch.character_mbti, a.title
        FROM character_review r
        JOIN dimo_user u ON u.user_no = r.user_no
        JOIN anime_character ch ON ch.character_id = r.character_id
        JOIN anime_contents a ON a.anime_id = ch.anime_id
        WHERE r.review_id = \(bind: reviewID)
        """
      ).first()
    else { return nil }
    return ReviewDetailRow(
      review: try review(row, paths: paths), characterName: try row.string("character_name"),
      title: try row.string("title"), characterMBTI: try row.optionalString("character_mbti"))
  }

  /// The owner and character of a review.
  static func key(_ db: any SQLDatabase, reviewID: Int) async throws -> ReviewKey? {
    try await db.raw(
      "SELECT user_no, character_id FROM character_review WHERE review_id = \(bind: reviewID)"
    ).first().map {
      ReviewKey(
        reviewID: reviewID, userNo: try $0.int("user_no"), characterID: try $0.int("character_id"))
    }
  }

  /// A new review; returns its id.
  static func insert(
    _ db: any SQLDatabase, userNo: Int, characterID: Int, content: String, spoiler: Int, now: Int
  ) async throws -> Int {
    let row = try await db.raw(
      """
      INSERT INTO character_review
        (user_no, character_id, review_content, review_spoiler, created_at)
      VALUES (\(bind: userNo), \(bind: characterID), \(bind: content), \(bind: spoiler), \(bind: now))
      RETURNING review_id
      """
    ).first()
    guard let id = try row?.int("review_id") else { throw StoreFailure.noRowReturned }
    return id
  }

  /// Replaces a review's text and spoiler flag.
  static func update(_ db: any SQLDatabase, reviewID: Int, content: String, spoiler: Int)
    async throws
  {
    try await db.raw(
      """
      UPDATE character_review SET review_content = \(bind: content), review_spoiler = \(bind: spoiler)
      WHERE review_id = \(bind: reviewID)
      """
    ).run()
  }

  /// Deletes a review; its likes, comments, their likes and hidings go with it.
  static func delete(_ db: any SQLDatabase, reviewID: Int) async throws {
    try await db.raw("DELETE FROM character_review WHERE review_id = \(bind: reviewID)").run()
  }

  /// Adds the caller's like unless it is there, keeping the counter equal to the rows.
  /// - Returns: whether it was added, and the likes now.
  static func like(_ db: any SQLDatabase, key: ReviewKey, userNo: Int) async throws -> (
    changed: Bool, count: Int
  ) {
    let inserted =
      try await db.raw(
        """
        INSERT INTO review_like (review_id, user_no, character_id)
        VALUES (\(bind: key.reviewID), \(bind: userNo), \(bind: key.characterID))
        ON CONFLICT (user_no, review_id) DO NOTHING
        RETURNING review_like_id
        """
      ).first() != nil
    let step = inserted ? 1 : 0
    return (inserted, try await bump(db, reviewID: key.reviewID, by: step))
  }

  /// Removes the caller's like if it is there, keeping the counter equal to the rows.
  static func unlike(_ db: any SQLDatabase, key: ReviewKey, userNo: Int) async throws -> (
    changed: Bool, count: Int
  ) {
    let deleted =
      try await db.raw(
        """
        DELETE FROM review_like WHERE review_id = \(bind: key.reviewID) AND user_no = \(bind: userNo)
        RETURNING review_like_id
        """
      ).first() != nil
    return (deleted, try await bump(db, reviewID: key.reviewID, by: deleted ? -1 : 0))
  }

  /// The caller's likes of a review (none or one).
  static func likes(_ db: any SQLDatabase, reviewID: Int, userNo: Int, userID: String)
    async throws -> [ReviewLikeRow]
  {
    try await db.raw(
      """
      SELECT review_like_id, character_id FROM review_like
      WHERE review_id = \(bind: reviewID) AND user_no = \(bind: userNo)
      """
    ).all().map {
      ReviewLikeRow(
        reviewLikeID: try $0.int("review_like_id"), characterID: try $0.int("character_id"),
        userID: userID, reviewID: reviewID)
    }
  }

  private static func bump(_ db: any SQLDatabase, reviewID: Int, by step: Int) async throws -> Int {
    let row = try await db.raw(
      """
      UPDATE character_review SET review_like = review_like + \(bind: step)
      WHERE review_id = \(bind: reviewID) RETURNING review_like
      """
    ).first()
    guard let count = try row?.int("review_like") else { throw StoreFailure.noRowReturned }
    return count
  }

  /// A row of the feed's columns.
  static func review(_ row: any SQLRow, paths: ImagePaths) throws -> ReviewRow {
    ReviewRow(
      reviewID: try row.int("review_id"), userID: try row.string("user_id"),
      characterID: try row.int("character_id"), reviewContent: try row.string("review_content"),
      reviewLike: try row.int("review_like"), reviewHits: try row.int("review_hits"),
      reviewSpoiler: try row.int("review_spoiler"), nickname: try row.string("nickname"),
      mbti: try row.optionalString("mbti"),
      profileImg: paths.profile(try row.optionalString("profile_img")),
      commentCount: try row.int("comment_count"))
  }
}
