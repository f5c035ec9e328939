import Foundation

/// One question the user asked and what BookKitty answered: the reason text ("추천해요") and the
/// recommended books, owned ones first, then by title.
public struct QuestionAnswer: Hashable, Sendable, Identifiable {
  /// The question's id.
  public let id: UUID
  /// When it was asked.
  public let createdAt: Date
  /// The question as asked.
  public let question: String
  /// Why these books: the model's reason text.
  public let answer: String
  /// The recommended books, owned first, then by title.
  public let books: [Book]

  /// Creates a question and answer; `books` are sorted owned first, then by title.
  public init(id: UUID, createdAt: Date, question: String, answer: String, books: [Book]) {
    self.id = id
    self.createdAt = createdAt
    self.question = question
    self.answer = answer
    self.books = Self.sorted(books)
  }

  /// Owned books first, then by title (then ISBN, so that the order is total).
  public static func sorted(_ books: [Book]) -> [Book] {
    books.sorted { lhs, rhs in
      isInAnswerOrder(
        (lhs.isOwned, lhs.title, lhs.isbn), before: (rhs.isOwned, rhs.title, rhs.isbn))
    }
  }

  /// Whether a book comes before another in an answer: owned first, then by title, then ISBN.
  /// The cards and the reason text name the books in this order.
  public static func isInAnswerOrder(
    _ lhs: (isOwned: Bool, title: String, isbn: ISBN),
    before rhs: (isOwned: Bool, title: String, isbn: ISBN)
  ) -> Bool {
    if lhs.isOwned != rhs.isOwned { return lhs.isOwned }
    if lhs.title != rhs.title { return lhs.title < rhs.title }
    return lhs.isbn < rhs.isbn
  }
}
