import BookKittyDomain
import Foundation
import GRDB

extension BookKittyStore: BookRepository {
  /// A page of owned books, most recently changed first (`LIMIT` and `OFFSET` in SQL).
  public func ownedBooks(_ page: PageRequest) async throws(BookKittyError) -> [Book] {
    try await storing { try await writer.read { db in try Self.fetchOwned(db, page: page) } }
  }

  /// Every owned book, most recently changed first.
  public func allOwnedBooks() async throws(BookKittyError) -> [Book] {
    try await storing { try await writer.read { db in try Self.fetchOwned(db, page: nil) } }
  }

  /// The stored book with this ISBN.
  public func book(isbn: ISBN) async throws(BookKittyError) -> Book? {
    try await storing { try await writer.read { db in try Self.fetchBook(db, isbn: isbn) } }
  }

  /// Stores a book, stamped now; false, changing nothing, when its ISBN is already stored.
  public func saveBook(_ info: BookInfo, isOwned: Bool) async throws(BookKittyError) -> Bool {
    let date = now()
    return try await storing {
      try await writer.write { db in try info.insertIfNew(db, isOwned: isOwned, at: date) }
    }
  }

  /// Stores the books not stored yet, in one transaction; false when any was skipped.
  public func saveBooks(_ infos: [BookInfo], isOwned: Bool) async throws(BookKittyError) -> Bool {
    let date = now()
    return try await storing {
      try await writer.write { db in
        try infos.reduce(true) { allNew, info in
          try info.insertIfNew(db, isOwned: isOwned, at: date) && allNew
        }
      }
    }
  }

  /// Sets the owned state and `updatedAt` (now).
  public func setOwned(_ isOwned: Bool, isbn: ISBN) async throws(BookKittyError) -> Book {
    let date = now()
    let book = try await storing {
      try await writer.write { db -> Book? in
        try db.execute(
          sql: "UPDATE book SET is_owned = ?, updated_at = ? WHERE isbn = ?",
          arguments: [isOwned ? 1 : 0, date.timeIntervalSince1970, isbn.digits])
        return try Self.fetchBook(db, isbn: isbn)
      }
    }
    guard let book else { throw .notFound("no stored book has the ISBN \(isbn)") }
    return book
  }

  /// A page of owned books now and after every change.
  public func observeOwnedBooks(_ page: PageRequest) -> AsyncThrowingStream<[Book], any Error> {
    observe { db in try Self.fetchOwned(db, page: page) }
  }

  /// One book now and after every change.
  public func observeBook(isbn: ISBN) -> AsyncThrowingStream<Book?, any Error> {
    observe { db in try Self.fetchBook(db, isbn: isbn) }
  }

  /// Home's books now and after every change.
  public func observeRecentBooks() -> AsyncThrowingStream<[Book], any Error> {
    observe(Self.fetchRecent)
  }

  // MARK: Queries

  /// Owned books, most recently changed first: one page (`LIMIT` and `OFFSET`), or all of them.
  static func fetchOwned(_ db: Database, page: PageRequest?) throws -> [Book] {
    let sql = "SELECT \(Book.columns) FROM book WHERE is_owned = 1 ORDER BY updated_at DESC, isbn"
    guard let page else { return try Book.fetchAll(db, sql: sql) }
    return try Book.fetchAll(
      db, sql: sql + " LIMIT ? OFFSET ?", arguments: [page.limit, page.offset])
  }

  static func fetchBook(_ db: Database, isbn: ISBN) throws -> Book? {
    try Book.fetchAll(
      db, sql: "SELECT \(Book.columns) FROM book WHERE isbn = ?", arguments: [isbn.digits]
    ).first
  }

  /// The books of the newest links, newest question first and in each answer's order, each
  /// book once.
  static func fetchRecent(_ db: Database) throws -> [Book] {
    let books = try Row.fetchAll(
      db,
      sql: """
        SELECT \(Book.qualifiedColumns) FROM question_book
        JOIN book ON book.isbn = question_book.isbn
        JOIN question ON question.id = question_book.question_id
        ORDER BY question_book.created_at DESC, question.rowid DESC, question_book.position
        LIMIT ?
        """,
      arguments: [ListRules.recentLinkCount]
    ).map { try Book(row: $0) }
    var seen: Set<ISBN> = []
    return Array(books.filter { seen.insert($0.isbn).inserted }.prefix(ListRules.recentBookCount))
  }
}
