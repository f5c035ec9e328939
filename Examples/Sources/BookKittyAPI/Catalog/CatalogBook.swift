import Foundation

/// One book of the sample catalog (`BookKittyServer/Resources/catalog.json`), as written: the
/// book-search server serves it, and the local model knows exactly these books. The ISBNs were
/// generated for this sample (prefix 979119, valid check digits); the descriptions were written
/// for this project.
public struct CatalogBook: Codable, Hashable, Sendable {
  /// ISBN-13.
  public let isbn: String
  /// The title; a subtitle may follow " - ".
  public let title: String
  /// The authors, first author first.
  public let authors: [String]
  /// The translators, for translated books.
  public let translators: [String]
  /// The publisher.
  public let publisher: String
  /// The publication day, `yyyyMMdd`.
  public let pubdate: String
  /// The list price in won.
  public let price: Int
  /// The selling price in won, or `nil` when the book is not discounted.
  public let discount: Int?
  /// 자기계발, 심리, 과학, 역사, 소설, 경제경영, IT, 인문 or 에세이.
  public let category: String
  /// An introduction written for this project.
  public let description: String
  /// The cover's file name under `covers/`.
  public let cover: String

  /// Creates a catalog book.
  public init(
    isbn: String, title: String, authors: [String], translators: [String] = [],
    publisher: String, pubdate: String, price: Int, discount: Int?, category: String,
    description: String, cover: String
  ) {
    self.isbn = isbn
    self.title = title
    self.authors = authors
    self.translators = translators
    self.publisher = publisher
    self.pubdate = pubdate
    self.price = price
    self.discount = discount
    self.category = category
    self.description = description
    self.cover = cover
  }

  /// The first author, the one a "도서명-저자명" label names.
  public var firstAuthor: String { authors.first ?? "" }
}

/// The whole catalog file: `{"books": [...]}`.
public struct CatalogFile: Codable, Sendable {
  /// The books, by category then title.
  public let books: [CatalogBook]

  /// Creates a catalog.
  public init(books: [CatalogBook]) {
    self.books = books
  }

  /// Decodes `catalog.json`'s bytes.
  public static func decode(_ data: Data) throws -> CatalogFile {
    try JSONDecoder().decode(CatalogFile.self, from: data)
  }
}
