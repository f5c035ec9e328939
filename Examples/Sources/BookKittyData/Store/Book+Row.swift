import BookKittyDomain
import Foundation
import GRDB

/// Reading and writing ``Book``s in the `book` table.
extension Book {
  /// Every column of `book`, in the order ``init(row:from:)`` reads.
  static let columns =
    "isbn, title, author, publisher, cover_url, info_link, description, price, pub_date, "
    + "is_owned, created_at, updated_at"

  /// ``columns`` prefixed with `book.`, for joins.
  static let qualifiedColumns = columns.split(separator: ",")
    .map { "book." + $0.trimmingCharacters(in: .whitespaces) }.joined(separator: ", ")

  /// Decodes the ``columns`` of a row, starting at column `start`.
  /// - Throws: ``DamagedRow`` when a value is not what the store writes.
  init(row: Row, from start: Int = 0) throws {
    let text: String = try row.decode(atIndex: start)
    guard let isbn = ISBN(parsing: text), isbn.digits == text else {
      throw DamagedRow("book \(text): the ISBN's check digit is wrong")
    }
    let owned: Int = try row.decode(atIndex: start + 9)
    guard owned == 0 || owned == 1 else { throw DamagedRow("book \(text): is_owned is \(owned)") }
    let info = BookInfo(
      isbn: isbn, title: try row.decode(atIndex: start + 1),
      author: try row.decode(atIndex: start + 2), publisher: try row.decode(atIndex: start + 3),
      coverURL: try row.decode(atIndex: start + 4), infoLink: try row.decode(atIndex: start + 5),
      description: try row.decode(atIndex: start + 6), price: try row.decode(atIndex: start + 7),
      pubDate: try row.decode(atIndex: start + 8))
    self.init(
      info: info, isOwned: owned == 1,
      createdAt: Date(timeIntervalSince1970: try row.decode(atIndex: start + 10)),
      updatedAt: Date(timeIntervalSince1970: try row.decode(atIndex: start + 11)))
  }

  /// Decodes every row of `sql`.
  static func fetchAll(_ db: Database, sql: String, arguments: StatementArguments = [])
    throws -> [Book]
  {
    try Row.fetchAll(db, sql: sql, arguments: arguments).map { try Book(row: $0) }
  }
}

extension BookInfo {
  /// Inserts the book unless its ISBN is stored; returns true when it was inserted.
  func insertIfNew(_ db: Database, isOwned: Bool, at date: Date) throws -> Bool {
    try db.execute(
      sql: """
        INSERT INTO book (\(Book.columns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (isbn) DO NOTHING
        """,
      arguments: [
        isbn.digits, title, author, publisher, coverURL, infoLink, description, price, pubDate,
        isOwned ? 1 : 0, date.timeIntervalSince1970, date.timeIntervalSince1970,
      ])
    return db.changesCount > 0
  }
}
