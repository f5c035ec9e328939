import Foundation

/// Where questions and their answers are kept, with the links to the books they recommended.
public protocol QuestionRepository: Sendable {
  /// Saves a question, its answer and its books in one transaction: a book already stored (by
  /// ISBN) is reused as it is; a new one is stored not owned; each is linked to the question.
  /// - Returns: the saved question with its stored books.
  func saveQuestion(
    id: UUID, question: String, answer: String, books: [BookInfo], at date: Date
  ) async throws(BookKittyError) -> QuestionAnswer

  /// A page of questions, newest first.
  func questions(_ page: PageRequest) async throws(BookKittyError) -> [QuestionAnswer]

  /// The question with this id, if any.
  func question(id: UUID) async throws(BookKittyError) -> QuestionAnswer?

  /// Deletes a question and its links (its books stay).
  func deleteQuestion(id: UUID) async throws(BookKittyError)

  /// A page of questions now and after every change.
  func observeQuestions(_ page: PageRequest) -> AsyncThrowingStream<[QuestionAnswer], any Error>

  /// The question with this id (or `nil` once deleted) now and after every change.
  func observeQuestion(id: UUID) -> AsyncThrowingStream<QuestionAnswer?, any Error>
}
