import BookKittyDomain

/// One book as the lists, carousels and search results show it: cover, title, author and the
/// owned tag ("소유" / "미소유").
public struct BookCard: Identifiable, Hashable, Sendable {
  /// The book's ISBN.
  public let isbn: ISBN
  /// The title.
  public let title: String
  /// The authors.
  public let author: String
  /// True when the book is on the shelf.
  public let isOwned: Bool
  /// The cover's URL or path, when there is one.
  public let coverURL: String?

  /// The card of a stored book.
  public init(_ book: Book) {
    self.init(book.info, isOwned: book.isOwned)
  }

  /// The card of a book's information.
  public init(_ info: BookInfo, isOwned: Bool) {
    isbn = info.isbn
    title = info.title
    author = info.author
    self.isOwned = isOwned
    coverURL = info.coverURL
  }

  /// The ISBN is the identity.
  public var id: ISBN { isbn }

  /// "소유" or "미소유".
  public var ownedTag: String {
    isOwned ? BookKittyStrings.owned : BookKittyStrings.notOwned
  }
}
