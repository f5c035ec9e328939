import BookKittyDomain
import Foundation

/// A recommender that answers what the test says, after telling the steps of a real run; with a
/// gate it waits there first, so that a test sees the loading state and can back out of it.
public final class StubRecommender: BookRecommender, @unchecked Sendable {
  // @unchecked Sendable: every stored property is guarded by `lock`.
  private let lock = NSLock()
  private var outcomes: [Result<Recommendation, BookKittyError>]
  private var questions: [String] = []
  private var cancellations = 0
  /// Where a run waits before answering, when given.
  public let gate: Gate?
  /// Opened once a run ended because its task was cancelled.
  public let cancelled = Gate()

  /// Answers `outcomes` in order (the last one again when they run out).
  public init(_ outcomes: [Result<Recommendation, BookKittyError>], gate: Gate? = nil) {
    self.outcomes = outcomes
    self.gate = gate
  }

  /// The questions asked, in order.
  public var askedQuestions: [String] { lock.withLock { questions } }

  /// How many runs ended because their task was cancelled.
  public var cancelledRuns: Int { lock.withLock { cancellations } }

  /// Tells the steps, waits at the gate if any, then answers.
  public func recommend(
    question: String, ownedBooks: [Book],
    progress: @escaping @Sendable (RecommendationStep) -> Void
  ) async throws(BookKittyError) -> Recommendation {
    let outcome = lock.withLock {
      questions.append(question)
      return outcomes.count > 1 ? outcomes.removeFirst() : outcomes.first
    }
    progress(.choosingBooks)
    progress(.validating(index: 2, count: 3))
    if let gate { await gate.pass() }
    if Task.isCancelled {
      lock.withLock { cancellations += 1 }
      cancelled.open()
      throw .cancelled
    }
    progress(.writingReason)
    guard let outcome else { throw .noRecommendation }
    return try outcome.get()
  }
}

/// Covers that are always the same small PNG header, or always fail.
public struct StubCovers: CoverRepository {
  private let fails: Bool

  /// Covers that load (`fails == false`) or fail.
  public init(fails: Bool = false) {
    self.fails = fails
  }

  /// A 96×140 "image" (a PNG header only), or a failure.
  public func fetchCover(at url: String) async throws(BookKittyError) -> CoverImage {
    if fails { throw .network("covers are offline") }
    return CoverImage(data: Data(repeating: 0, count: 1_234), width: 96, height: 140)
  }
}
