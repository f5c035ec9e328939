import Foundation
import SQLKit

@testable import DimoServer

extension DimoTestServer {
  /// Every table the server writes to.
  static let tables = [
    "dimo_user", "dimo_session", "rate_limit", "sms_validation", "phone_verification",
    "drop_reason", "anime_contents", "anime_character", "request_character", "character_review",
    "review_comment", "review_like", "comment_like", "blind_review", "report_user",
    "anime_character_vote", "dimo_like", "dimo_grade", "search_list", "recent_chr_list",
    "notice", "inquiry",
  ]

  /// One whole number from a query (a count), or 0.
  func number(_ sql: String) async throws -> Int {
    try await database.read { db in
      try await db.raw("\(unsafeRaw: sql)").first()?.decode(column: "n", as: Int?.self) ?? 0
    }
  }

  /// The rows of every table, as text: what a request that changes nothing leaves as it was.
  func snapshot() async throws -> [String: [String]] {
    var tables: [String: [String]] = [:]
    for table in Self.tables {
      tables[table] = try await database.read { db in
        try await db.raw("SELECT * FROM \(ident: table)").all().map { row in
          try row.allColumns.sorted().map { column in
            if try row.decodeNil(column: column) { return "\(column)=NULL" }
            if let number = try? row.decode(column: column, as: Int.self) {
              return "\(column)=\(number)"
            }
            return "\(column)=\(try row.decode(column: column, as: String.self))"
          }.joined(separator: ",")
        }.sorted()
      }
    }
    return tables
  }

  /// The like counter of a review and its rows.
  func reviewLikes(_ reviewID: Int) async throws -> (counter: Int, rows: Int) {
    (
      try await number(
        "SELECT review_like AS n FROM character_review WHERE review_id = \(reviewID)"),
      try await number("SELECT COUNT(*) AS n FROM review_like WHERE review_id = \(reviewID)")
    )
  }

  /// The like counter of a comment and its rows.
  func commentLikes(_ commentID: Int) async throws -> (counter: Int, rows: Int) {
    (
      try await number(
        "SELECT comment_like AS n FROM review_comment WHERE comment_id = \(commentID)"),
      try await number("SELECT COUNT(*) AS n FROM comment_like WHERE comment_id = \(commentID)")
    )
  }

  /// True when every stored counter (likes, votes) equals its rows.
  func countersMatchRows() async throws -> Bool {
    let mismatches = try await number(
      """
      SELECT
        (SELECT COUNT(*) FROM character_review r WHERE r.review_like <>
          (SELECT COUNT(*) FROM review_like l WHERE l.review_id = r.review_id))
        + (SELECT COUNT(*) FROM review_comment c WHERE c.comment_like <>
          (SELECT COUNT(*) FROM comment_like l WHERE l.comment_id = c.comment_id))
        + (SELECT COUNT(*) FROM anime_character c WHERE c.vote_count <>
          (SELECT COUNT(*) FROM anime_character_vote v WHERE v.character_id = c.character_id))
        AS n
      """)
    return mismatches == 0
  }
}
