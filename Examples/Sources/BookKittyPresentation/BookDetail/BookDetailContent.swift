import BookKittyDomain

/// What a book's detail shows, worded: "책 정보" and "책 소개".
public struct BookDetailContent: Hashable, Sendable {
  /// The book's card (title, author, cover, owned state).
  public let card: BookCard
  /// The publisher.
  public let publisher: String
  /// "2014년 11월 18일 출판" (or the stored day as it is when it does not read).
  public let published: String
  /// "ISBN: 9791195894093".
  public let isbn: String
  /// "가격 13,500 원" or "가격 미정".
  public let price: String
  /// The introduction, or the original's default text when there is none.
  public let description: String

  /// The detail of a stored book.
  public init(_ book: Book) {
    card = BookCard(book)
    publisher = book.info.publisher
    published = BookKittyStrings.published(book.info.pubDate)
    isbn = BookKittyStrings.isbn(book.isbn)
    price = BookKittyStrings.price(book.info.price)
    let text = book.info.description.trimmingCharacters(in: .whitespacesAndNewlines)
    description = text.isEmpty ? BookKittyStrings.defaultDescription : text
  }

  /// "등록" when the book is not on the shelf, "삭제" when it is.
  public var rightButtonTitle: String {
    card.isOwned ? BookKittyStrings.delete : BookKittyStrings.register
  }
}
