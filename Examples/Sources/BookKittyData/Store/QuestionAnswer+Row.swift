import BookKittyDomain
import Foundation
import GRDB

/// Reading ``QuestionAnswer``s from the `question` table and their books through
/// `question_book`.
extension QuestionAnswer {
  /// The columns of `question` read.
  static let columns = "id, created_at, question, answer"

  /// The questions of `sql` (which selects ``columns``), each with its books.
  static func fetchAll(_ db: Database, sql: String, arguments: StatementArguments = [])
    throws -> [QuestionAnswer]
  {
    let rows = try Row.fetchAll(db, sql: sql, arguments: arguments)
    guard !rows.isEmpty else { return [] }
    let ids: [String] = try rows.map { try $0.decode(atIndex: 0) }
    let books = try booksByQuestion(db, ids: ids)
    return try rows.map { row in
      let text: String = try row.decode(atIndex: 0)
      guard let id = UUID(uuidString: text) else {
        throw DamagedRow("question \(text): the id is not a UUID")
      }
      return QuestionAnswer(
        id: id, createdAt: Date(timeIntervalSince1970: try row.decode(atIndex: 1)),
        question: try row.decode(atIndex: 2), answer: try row.decode(atIndex: 3),
        books: books[text] ?? [])
    }
  }

  /// The books of the questions with these ids, by id.
  private static func booksByQuestion(_ db: Database, ids: [String]) throws -> [String: [Book]] {
    let placeholders = Array(repeating: "?", count: ids.count).joined(separator: ", ")
    let rows = try Row.fetchAll(
      db,
      sql: """
        SELECT question_book.question_id, \(Book.qualifiedColumns)
        FROM question_book JOIN book ON book.isbn = question_book.isbn
        WHERE question_book.question_id IN (\(placeholders))
        ORDER BY question_book.position
        """,
      arguments: StatementArguments(ids))
    var books: [String: [Book]] = [:]
    for row in rows {
      let id: String = try row.decode(atIndex: 0)
      books[id, default: []].append(try Book(row: row, from: 1))
    }
    return books
  }
}
