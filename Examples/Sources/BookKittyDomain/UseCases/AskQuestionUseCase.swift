import Foundation

/// Asks BookKitty a question: checks its length, tells the recommender which books the user
/// owns, and saves the answer with its books. Nothing is stored unless every step succeeds.
public struct AskQuestionUseCase: Sendable {
  private let recommender: any BookRecommender
  private let books: any BookRepository
  private let questions: any QuestionRepository
  private let now: @Sendable () -> Date
  private let makeID: @Sendable () -> UUID

  /// Creates the use case; tests inject the clock and the id maker.
  public init(
    recommender: any BookRecommender, books: any BookRepository,
    questions: any QuestionRepository, now: @escaping @Sendable () -> Date = { Date() },
    makeID: @escaping @Sendable () -> UUID = { UUID() }
  ) {
    self.recommender = recommender
    self.books = books
    self.questions = questions
    self.now = now
    self.makeID = makeID
  }

  /// Runs the pipeline for `question` and saves the answer.
  /// - Parameter progress: told of each step as it starts, from any thread.
  /// - Returns: the saved question, its books owned first.
  /// - Throws: ``BookKittyError/invalidQuestion(_:)`` before any request for a question outside
  ///   10 to 100 characters; otherwise the recommender's or the store's error.
  public func execute(
    _ question: String, progress: @escaping @Sendable (RecommendationStep) -> Void = { _ in }
  ) async throws(BookKittyError) -> QuestionAnswer {
    let text: String
    do {
      text = try QuestionRules.validated(question)
    } catch {
      throw .invalidQuestion(error)
    }
    let owned = try await books.allOwnedBooks()
    let recommendation = try await recommender.recommend(
      question: text, ownedBooks: owned, progress: progress)
    guard !recommendation.isEmpty else { throw .noRecommendation }
    let ownedByISBN = Dictionary(owned.map { ($0.isbn, $0.info) }, uniquingKeysWith: { a, _ in a })
    var seen: Set<ISBN> = []
    let picked =
      (recommendation.ownedISBNs.compactMap { ownedByISBN[$0] } + recommendation.newBooks)
      .filter { seen.insert($0.isbn).inserted }
    guard !Task.isCancelled else { throw .cancelled }
    progress(.saving)
    return try await questions.saveQuestion(
      id: makeID(), question: text, answer: recommendation.reason, books: picked, at: now())
  }
}
