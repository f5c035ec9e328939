import BookKittyDomain
import Foundation

/// A recommender that always answers the same, counting its calls.
final class FixedRecommender: BookRecommender, @unchecked Sendable {
  // @unchecked Sendable: `count` is only touched while holding `lock`.
  private let lock = NSLock()
  private let outcome: Result<Recommendation, BookKittyError>
  private var count = 0

  init(_ outcome: Result<Recommendation, BookKittyError>) {
    self.outcome = outcome
  }

  var calls: Int { lock.withLock { count } }

  func recommend(
    question: String, ownedBooks: [Book],
    progress: @escaping @Sendable (RecommendationStep) -> Void
  ) async throws(BookKittyError) -> Recommendation {
    lock.withLock { count += 1 }
    return try outcome.get()
  }
}

/// Books and questions in memory: just what the use case calls, recording saved questions.
final class MemoryStore: BookRepository, QuestionRepository, @unchecked Sendable {
  // @unchecked Sendable: `questions` is only touched while holding `lock`.
  private let lock = NSLock()
  private let owned: [Book]
  private var questions: [QuestionAnswer] = []

  init(owned: [Book]) {
    self.owned = owned
  }

  var saved: [QuestionAnswer] { lock.withLock { questions } }

  func allOwnedBooks() async throws(BookKittyError) -> [Book] { owned }

  func saveQuestion(
    id: UUID, question: String, answer: String, books: [BookInfo], at date: Date
  ) async throws(BookKittyError) -> QuestionAnswer {
    let stored = books.map { Book(info: $0, isOwned: false, createdAt: date, updatedAt: date) }
    let saved = QuestionAnswer(
      id: id, createdAt: date, question: question, answer: answer, books: stored)
    lock.withLock { questions.append(saved) }
    return saved
  }

  // Not used by the use case.
  func ownedBooks(_ page: PageRequest) async throws(BookKittyError) -> [Book] { owned }
  func book(isbn: ISBN) async throws(BookKittyError) -> Book? { nil }
  func saveBook(_ info: BookInfo, isOwned: Bool) async throws(BookKittyError) -> Bool { false }
  func saveBooks(_ infos: [BookInfo], isOwned: Bool) async throws(BookKittyError) -> Bool { false }
  func setOwned(_ isOwned: Bool, isbn: ISBN) async throws(BookKittyError) -> Book {
    throw .notFound("\(isbn)")
  }
  func observeOwnedBooks(_ page: PageRequest) -> AsyncThrowingStream<[Book], any Error> {
    AsyncThrowingStream { $0.finish() }
  }
  func observeBook(isbn: ISBN) -> AsyncThrowingStream<Book?, any Error> {
    AsyncThrowingStream { $0.finish() }
  }
  func observeRecentBooks() -> AsyncThrowingStream<[Book], any Error> {
    AsyncThrowingStream { $0.finish() }
  }
  func questions(_ page: PageRequest) async throws(BookKittyError) -> [QuestionAnswer] { saved }
  func question(id: UUID) async throws(BookKittyError) -> QuestionAnswer? { nil }
  func deleteQuestion(id: UUID) async throws(BookKittyError) {}
  func observeQuestions(_ page: PageRequest) -> AsyncThrowingStream<[QuestionAnswer], any Error> {
    AsyncThrowingStream { $0.finish() }
  }
  func observeQuestion(id: UUID) -> AsyncThrowingStream<QuestionAnswer?, any Error> {
    AsyncThrowingStream { $0.finish() }
  }
}
