/// What a book search tells about a book: everything but the user's own state (owned, when
/// stored).
public struct BookInfo: Hashable, Sendable, Identifiable {
  /// The book's identity.
  public let isbn: ISBN
  /// The title as the search gives it (a subtitle may follow " - ").
  public let title: String
  /// The authors, joined with ", ".
  public let author: String
  /// The publisher.
  public let publisher: String
  /// The cover image's URL or path on the search server (`/bookkitty/covers/….png`); `nil`
  /// when there is none.
  public let coverURL: String?
  /// The book's page on the search server, or empty.
  public let infoLink: String
  /// The book's introduction; empty when the search had none.
  public let description: String
  /// The price in won (the search's `discount`); `nil` when unknown ("가격 미정").
  public let price: Int?
  /// The publication day as `yyyyMMdd` (`20141118`); `nil` when unknown.
  public let pubDate: String?

  /// Creates a book's information.
  public init(
    isbn: ISBN, title: String, author: String, publisher: String, coverURL: String?,
    infoLink: String = "", description: String = "", price: Int? = nil, pubDate: String? = nil
  ) {
    self.isbn = isbn
    self.title = title
    self.author = author
    self.publisher = publisher
    self.coverURL = coverURL
    self.infoLink = infoLink
    self.description = description
    self.price = price
    self.pubDate = pubDate
  }

  /// The ISBN is the identity.
  public var id: ISBN { isbn }

  /// Each author of ``author``, trimmed.
  public var authors: [String] {
    author.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
  }
}
