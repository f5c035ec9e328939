import DimoDomain
import SQLKit

/// The service center's tables: notices and 1:1 inquiries.
enum SupportQueries {
  /// A notice as stored.
  struct NoticeRecord: Sendable {
    let id: Int
    let title: String
    let content: String
    let createdAt: Int
  }

  /// An inquiry as stored.
  struct InquiryRecord: Sendable {
    let id: Int
    let category: String
    let content: String
    let createdAt: Int
  }

  /// Every notice, newest first.
  static func notices(_ db: any SQLDatabase) async throws -> [NoticeRecord] {
    try await db.raw(
      """
      SELECT notice_id, title, content, created_at FROM notice
      ORDER BY created_at DESC, notice_id DESC
      """
    ).all().map { row in
      NoticeRecord(
        id: try row.int("notice_id"), title: try row.string("title"),
        content: try row.string("content"), createdAt: try row.int("created_at"))
    }
  }

  /// Seeds the sample notices.
  static func seedNotices(_ db: any SQLDatabase) async throws {
    for notice in SampleNotices.all {
      try await db.raw(
        """
        INSERT INTO notice (title, content, created_at)
        VALUES (\(bind: notice.title), \(bind: notice.content), \(bind: notice.createdAt))
        """
      ).run()
    }
  }

  /// Stores an inquiry of `userNo`.
  /// - Returns: its id.
  static func insertInquiry(
    _ db: any SQLDatabase, userNo: Int, category: InquiryCategory, content: String, now: Int
  ) async throws -> Int {
    let row = try await db.raw(
      """
      INSERT INTO inquiry (user_no, category, content, created_at)
      VALUES (\(bind: userNo), \(bind: category.rawValue), \(bind: content), \(bind: now))
      RETURNING inquiry_id
      """
    ).first()
    guard let id = try row?.int("inquiry_id") else { throw StoreFailure.noRowReturned }
    return id
  }

  /// The inquiries of `userNo`, newest first.
  static func inquiries(_ db: any SQLDatabase, userNo: Int) async throws -> [InquiryRecord] {
    try await db.raw(
      """
      SELECT inquiry_id, category, content, created_at FROM inquiry
      WHERE user_no = \(bind: userNo) ORDER BY inquiry_id DESC
      """
    ).all().map { row in
      InquiryRecord(
        id: try row.int("inquiry_id"), category: try row.string("category"),
        content: try row.string("content"), createdAt: try row.int("created_at"))
    }
  }
}
