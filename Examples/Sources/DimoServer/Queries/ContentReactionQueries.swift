import DimoAPI
import SQLKit

/// The queries on 찜 and grades of works.
enum ContentReactionQueries {
  /// Adds the caller's 찜 (nothing when it is there already).
  static func like(_ db: any SQLDatabase, userNo: Int, type: String, contentID: Int) async throws {
    try await db.raw(
      """
      INSERT INTO dimo_like (user_no, content_type, content_id)
      VALUES (\(bind: userNo), \(bind: type), \(bind: contentID))
      ON CONFLICT (user_no, content_type, content_id) DO NOTHING
      """
    ).run()
  }

  /// Removes the caller's 찜 (nothing when there is none).
  static func unlike(_ db: any SQLDatabase, userNo: Int, type: String, contentID: Int)
    async throws
  {
    try await db.raw(
      """
      DELETE FROM dimo_like WHERE user_no = \(bind: userNo) AND content_type = \(bind: type)
        AND content_id = \(bind: contentID)
      """
    ).run()
  }

  /// True when the caller 찜'd the work.
  static func isLiked(_ db: any SQLDatabase, userNo: Int, type: String, contentID: Int)
    async throws -> Bool
  {
    try await db.raw(
      """
      SELECT 1 AS one FROM dimo_like WHERE user_no = \(bind: userNo)
        AND content_type = \(bind: type) AND content_id = \(bind: contentID)
      """
    ).first() != nil
  }

  /// The MBTI of the most users who 찜'd the work (ties alphabetical), or nil.
  static func mostLikedMBTI(_ db: any SQLDatabase, type: String, contentID: Int) async throws
    -> String?
  {
    try await db.raw(
      """
      SELECT u.mbti, COUNT(*) AS likes FROM dimo_like l JOIN dimo_user u ON u.user_no = l.user_no
      WHERE l.content_type = \(bind: type) AND l.content_id = \(bind: contentID)
        AND u.mbti IS NOT NULL
      GROUP BY u.mbti ORDER BY likes DESC, u.mbti LIMIT 1
      """
    ).first()?.string("mbti")
  }

  /// Stores the caller's grade; true when it replaced an earlier one.
  static func grade(
    _ db: any SQLDatabase, userNo: Int, type: String, contentID: Int, grade: Int, mbti: String?
  ) async throws -> Bool {
    let existed =
      try await db.raw(
        """
        SELECT grade_id FROM dimo_grade WHERE user_no = \(bind: userNo)
          AND content_type = \(bind: type) AND content_id = \(bind: contentID)
        """
      ).first() != nil
    try await db.raw(
      """
      INSERT INTO dimo_grade (user_no, content_id, content_type, grade, user_mbti)
      VALUES (\(bind: userNo), \(bind: contentID), \(bind: type), \(bind: grade), \(bindOrNull(mbti)))
      ON CONFLICT (user_no, content_type, content_id)
        DO UPDATE SET grade = excluded.grade, user_mbti = excluded.user_mbti
      """
    ).run()
    return existed
  }

  /// The caller's grade of the work, or nil.
  static func findGrade(
    _ db: any SQLDatabase, userNo: Int, userID: String, type: String, contentID: Int
  ) async throws -> GradeRow? {
    guard
      let row = try await db.raw(
        """
        SELECT grade_id, content_id, content_type, grade, user_mbti FROM dimo_grade
        WHERE user_no = \(bind: userNo) AND content_type = \(bind: type)
          AND content_id = \(bind: contentID)
        """
      ).first()
    else { return nil }
    return GradeRow(
      gradeID: try row.int("grade_id"), userID: userID, contentID: try row.int("content_id"),
      contentType: try row.string("content_type"), grade: try row.int("grade"),
      userMBTI: try row.optionalString("user_mbti"))
  }

  /// The most frequent grader MBTI among the grades equal to `grade` (ties alphabetical).
  static func topGraderMBTI(_ db: any SQLDatabase, type: String, contentID: Int, grade: Int)
    async throws -> String?
  {
    try await db.raw(
      """
      SELECT user_mbti, COUNT(*) AS grades FROM dimo_grade
      WHERE content_type = \(bind: type) AND content_id = \(bind: contentID)
        AND grade = \(bind: grade) AND user_mbti IS NOT NULL
      GROUP BY user_mbti ORDER BY grades DESC, user_mbti LIMIT 1
      """
    ).first()?.string("user_mbti")
  }
}
