import BookKittyDomain
import Foundation
import GRDB

extension BookKittyStore: QuestionRepository {
  /// Saves the question, stores its new books not owned (stored ones are kept as they are) and
  /// links each, all in one transaction.
  public func saveQuestion(
    id: UUID, question: String, answer: String, books: [BookInfo], at date: Date
  ) async throws(BookKittyError) -> QuestionAnswer {
    let saved = try await storing {
      try await writer.write { db -> QuestionAnswer? in
        try db.execute(
          sql: "INSERT INTO question (\(QuestionAnswer.columns)) VALUES (?, ?, ?, ?)",
          arguments: [id.uuidString, date.timeIntervalSince1970, question, answer])
        for (position, info) in books.enumerated() {
          _ = try info.insertIfNew(db, isOwned: false, at: date)
          try db.execute(
            sql: """
              INSERT INTO question_book (question_id, isbn, position, created_at)
              VALUES (?, ?, ?, ?)
              """,
            arguments: [id.uuidString, info.isbn.digits, position, date.timeIntervalSince1970])
        }
        return try Self.fetchQuestion(db, id: id)
      }
    }
    guard let saved else { throw .storage("the saved question could not be read back") }
    return saved
  }

  /// A page of questions, newest first (`LIMIT` and `OFFSET` in SQL).
  public func questions(_ page: PageRequest) async throws(BookKittyError) -> [QuestionAnswer] {
    try await storing { try await writer.read { db in try Self.fetchQuestions(db, page: page) } }
  }

  /// The question with this id.
  public func question(id: UUID) async throws(BookKittyError) -> QuestionAnswer? {
    try await storing { try await writer.read { db in try Self.fetchQuestion(db, id: id) } }
  }

  /// Deletes the question; its links go with it, its books stay. Deleting a question that is
  /// already gone does nothing.
  public func deleteQuestion(id: UUID) async throws(BookKittyError) {
    try await storing {
      try await writer.write { db in
        try db.execute(sql: "DELETE FROM question WHERE id = ?", arguments: [id.uuidString])
      }
    }
  }

  /// A page of questions now and after every change.
  public func observeQuestions(_ page: PageRequest)
    -> AsyncThrowingStream<[QuestionAnswer], any Error>
  {
    observe { db in try Self.fetchQuestions(db, page: page) }
  }

  /// One question now and after every change.
  public func observeQuestion(id: UUID) -> AsyncThrowingStream<QuestionAnswer?, any Error> {
    observe { db in try Self.fetchQuestion(db, id: id) }
  }

  // MARK: Queries

  static func fetchQuestions(_ db: Database, page: PageRequest) throws -> [QuestionAnswer] {
    try QuestionAnswer.fetchAll(
      db,
      sql: """
        SELECT \(QuestionAnswer.columns) FROM question
        ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?
        """,
      arguments: [page.limit, page.offset])
  }

  static func fetchQuestion(_ db: Database, id: UUID) throws -> QuestionAnswer? {
    try QuestionAnswer.fetchAll(
      db, sql: "SELECT \(QuestionAnswer.columns) FROM question WHERE id = ?",
      arguments: [id.uuidString]
    ).first
  }
}
