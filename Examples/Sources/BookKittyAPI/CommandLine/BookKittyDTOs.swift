import BookKittyDomain
import Foundation

/// A stored book as `cairn-apps bookkitty … --json` prints it.
public struct BookDTO: Codable, Hashable, Sendable {
  /// ISBN-13.
  public let isbn: String
  /// The title.
  public let title: String
  /// The authors, joined with ", ".
  public let author: String
  /// The publisher.
  public let publisher: String
  /// True when the book is on the shelf.
  public let isOwned: Bool
  /// The price in won, when known.
  public let price: Int?
  /// The publication day (`yyyyMMdd`), when known.
  public let pubDate: String?
  /// The cover's URL or path on the book-search server.
  public let coverURL: String?
  /// The introduction.
  public let description: String
  /// When the book was stored or its owned state last changed (ISO 8601).
  public let updatedAt: String

  /// The form of a stored book.
  public init(_ book: Book) {
    isbn = book.isbn.digits
    title = book.title
    author = book.author
    publisher = book.info.publisher
    isOwned = book.isOwned
    price = book.info.price
    pubDate = book.info.pubDate
    coverURL = book.info.coverURL
    description = book.info.description
    updatedAt = book.updatedAt.formatted(.iso8601)
  }
}

/// A question and its answer as `cairn-apps bookkitty ask|history --json` prints them.
public struct QuestionAnswerDTO: Codable, Hashable, Sendable {
  /// The question's id.
  public let id: String
  /// When it was asked (ISO 8601).
  public let createdAt: String
  /// The question.
  public let question: String
  /// The reason text.
  public let answer: String
  /// The recommended books, owned first.
  public let books: [BookDTO]

  /// The form of a stored question.
  public init(_ question: QuestionAnswer) {
    id = question.id.uuidString
    createdAt = question.createdAt.formatted(.iso8601)
    self.question = question.question
    answer = question.answer
    books = question.books.map(BookDTO.init)
  }
}
