import Foundation

/// Where the user's books are kept: the local database (the original's Core Data). Books are
/// identified by ISBN: one stored book per ISBN.
public protocol BookRepository: Sendable {
  /// A page of owned books, most recently changed (`updatedAt`) first.
  func ownedBooks(_ page: PageRequest) async throws(BookKittyError) -> [Book]

  /// Every owned book, most recently changed first (what the model is told the user owns).
  func allOwnedBooks() async throws(BookKittyError) -> [Book]

  /// The stored book with this ISBN, if any.
  func book(isbn: ISBN) async throws(BookKittyError) -> Book?

  /// Stores a book; returns false, changing nothing, when its ISBN is already stored.
  func saveBook(_ info: BookInfo, isOwned: Bool) async throws(BookKittyError) -> Bool

  /// Stores each book whose ISBN is not stored yet; returns false when any was skipped.
  func saveBooks(_ infos: [BookInfo], isOwned: Bool) async throws(BookKittyError) -> Bool

  /// Puts the book on the shelf (`true`) or takes it off, and marks it changed now.
  /// - Throws: ``BookKittyError/notFound(_:)`` when no book has this ISBN.
  func setOwned(_ isOwned: Bool, isbn: ISBN) async throws(BookKittyError) -> Book

  /// A page of owned books now and after every change, whoever made it (this process or
  /// another). The stream ends with an error if the database fails.
  func observeOwnedBooks(_ page: PageRequest) -> AsyncThrowingStream<[Book], any Error>

  /// The book with this ISBN (or `nil`) now and after every change.
  func observeBook(isbn: ISBN) -> AsyncThrowingStream<Book?, any Error>

  /// Home's books: those of the newest question–book links, each once, newest first (at most
  /// ``ListRules/recentBookCount`` from ``ListRules/recentLinkCount`` links), now and after
  /// every change.
  func observeRecentBooks() -> AsyncThrowingStream<[Book], any Error>
}
