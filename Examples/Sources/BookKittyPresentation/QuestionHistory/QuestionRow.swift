import BookKittyDomain
import Foundation

/// One question of the history: its date, the question, and its books' covers.
public struct QuestionRow: Identifiable, Hashable, Sendable {
  /// The question's id.
  public let id: UUID
  /// "2026년 11월 22일".
  public let date: String
  /// The question.
  public let question: String
  /// The recommended books, owned first.
  public let books: [BookCard]

  /// The row of a question, its date in `calendar`.
  public init(_ question: QuestionAnswer, calendar: Calendar) {
    id = question.id
    date = BookKittyStrings.historyDate(question.createdAt, calendar: calendar)
    self.question = question.question
    books = question.books.map(BookCard.init)
  }
}
