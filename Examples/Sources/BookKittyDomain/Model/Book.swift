import Foundation

/// A book the app keeps: its information, whether it is on the user's shelf ("나의 책장"), and
/// when it was stored and last changed.
///
/// Books are kept for two reasons: the user added them to the shelf, or a recommendation named
/// them (then they are kept not owned, as in the original).
public struct Book: Hashable, Sendable, Identifiable {
  /// What is known about the book.
  public let info: BookInfo
  /// True when the book is on the user's shelf.
  public var isOwned: Bool
  /// When the book was first stored.
  public let createdAt: Date
  /// When the book was stored or its owned state last changed: the shelf lists the newest first.
  public var updatedAt: Date

  /// Creates a stored book.
  public init(info: BookInfo, isOwned: Bool, createdAt: Date, updatedAt: Date) {
    self.info = info
    self.isOwned = isOwned
    self.createdAt = createdAt
    self.updatedAt = updatedAt
  }

  /// The ISBN is the identity.
  public var id: ISBN { info.isbn }
  /// The book's ISBN.
  public var isbn: ISBN { info.isbn }
  /// The book's title.
  public var title: String { info.title }
  /// The book's authors, joined with ", ".
  public var author: String { info.author }
}
