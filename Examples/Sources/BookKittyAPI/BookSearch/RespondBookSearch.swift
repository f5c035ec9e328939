/// `GET /bookkitty/v1/search/book.json`'s answer, in Naver's shape: `{"lastBuildDate", "total",
/// "start", "display", "items": [...]}`. Encoded by the server, decoded by the app.
public struct RespondBookSearch: Codable, Hashable, Sendable {
  /// When the answer was made, as an RFC 1123 date (`Sat, 22 Nov 2026 10:00:00 +0900`).
  public let lastBuildDate: String
  /// How many books match in all.
  public let total: Int
  /// The 1-based position of the first item.
  public let start: Int
  /// How many items this answer holds.
  public let display: Int
  /// The books.
  public let items: [RespondBookItem]

  /// Creates an answer.
  public init(lastBuildDate: String, total: Int, start: Int, display: Int, items: [RespondBookItem])
  {
    self.lastBuildDate = lastBuildDate
    self.total = total
    self.start = start
    self.display = display
    self.items = items
  }
}

/// One book of a search answer, with Naver's field names and forms.
public struct RespondBookItem: Codable, Hashable, Sendable {
  /// The title; a subtitle may follow " - ".
  public let title: String
  /// The book's page.
  public let link: String
  /// The cover image's URL (here a path on the server: `/bookkitty/covers/<isbn>.png`).
  public let image: String
  /// The authors, joined with `^`.
  public let author: String
  /// The selling price in won, as digits (`"13500"`); `null` when the book has none.
  public let discount: String?
  /// The publisher.
  public let publisher: String
  /// The publication day, `yyyyMMdd`; `null` when unknown.
  public let pubdate: String?
  /// The ISBN-13 (Naver may also give `"<isbn10> <isbn13>"`).
  public let isbn: String
  /// The introduction.
  public let description: String

  /// Creates an item.
  public init(
    title: String, link: String, image: String, author: String, discount: String?,
    publisher: String, pubdate: String?, isbn: String, description: String
  ) {
    self.title = title
    self.link = link
    self.image = image
    self.author = author
    self.discount = discount
    self.publisher = publisher
    self.pubdate = pubdate
    self.isbn = isbn
    self.description = description
  }

  /// Writes every field, `discount` and `pubdate` as `null` when absent, so that every item has
  /// the same keys.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(title, forKey: .title)
    try container.encode(link, forKey: .link)
    try container.encode(image, forKey: .image)
    try container.encode(author, forKey: .author)
    try container.encode(discount, forKey: .discount)
    try container.encode(publisher, forKey: .publisher)
    try container.encode(pubdate, forKey: .pubdate)
    try container.encode(isbn, forKey: .isbn)
    try container.encode(description, forKey: .description)
  }

  enum CodingKeys: String, CodingKey {
    case title, link, image, author, discount, publisher, pubdate, isbn, description
  }
}

/// The book search's error body, in Naver's shape: `{"errorMessage": "...", "errorCode":
/// "SE02"}`.
public struct RespondSearchError: Codable, Hashable, Sendable {
  /// What was wrong, in one sentence.
  public let errorMessage: String
  /// Naver's code: `SE01` bad query, `SE02` bad display, `SE03` bad start, `SE04` bad sort,
  /// `SE05` unknown API, `SE99` server failure.
  public let errorCode: String

  /// Creates an error body.
  public init(errorMessage: String, errorCode: String) {
    self.errorMessage = errorMessage
    self.errorCode = errorCode
  }
}
