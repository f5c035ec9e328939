import BookKittyData
import BookKittyDomain
import Foundation

/// A recommendation model whose replies the test writes, recording every call.
public final class ScriptedModel: RecommendationModel, @unchecked Sendable {
  // @unchecked Sendable: every stored property is guarded by `lock`.
  /// One scripted reply: a text, or a failure.
  public typealias Reply = Result<String, BookKittyError>

  /// One call the model received.
  public enum Call: Hashable, Sendable {
    /// Picks for a question, with the owned books' labels.
    case recommendation(question: String, owned: [String])
    /// A replacement, with the titles to avoid.
    case replacement(question: String, excluded: [String])
    /// The reason text for these books.
    case reason(question: String, books: [String])
  }

  private let lock = NSLock()
  private var picks: [Reply]
  private var replacements: [Reply]
  private var reasons: [Reply]
  private var log: [Call] = []

  /// A model that answers picks, replacements and reasons from these lists, in order. When a
  /// list runs out, it fails with a service error naming the missing reply.
  public init(picks: [Reply], replacements: [Reply] = [], reasons: [Reply] = [.success("이유")]) {
    self.picks = picks
    self.replacements = replacements
    self.reasons = reasons
  }

  /// Every call, in order.
  public var calls: [Call] { lock.withLock { log } }

  /// The replacement calls' excluded titles, in order.
  public var replacementRequests: [[String]] {
    calls.compactMap {
      if case .replacement(_, let excluded) = $0 { return excluded }
      return nil
    }
  }

  /// The books the reason was asked for.
  public var reasonBooks: [String]? {
    calls.lazy.compactMap {
      if case .reason(_, let books) = $0 { return books }
      return nil
    }.first
  }

  /// Picks JSON, written for the tests.
  public static func picks(owned: [String] = [], new: [String]) -> Reply {
    .success(ModelPicks(recommendationOwned: owned, recommendationNew: new).json)
  }

  /// The next scripted picks.
  public func requestRecommendation(question: String, ownedBooks: [BookLabel])
    async throws(BookKittyError) -> String
  {
    try take(\.picks, .recommendation(question: question, owned: ownedBooks.map(\.text)))
  }

  /// The next scripted replacement.
  public func requestReplacement(question: String, excludedTitles: [String])
    async throws(BookKittyError) -> String
  {
    try take(\.replacements, .replacement(question: question, excluded: excludedTitles))
  }

  /// The next scripted reason.
  public func requestReason(question: String, books: [BookLabel])
    async throws(BookKittyError) -> String
  {
    try take(\.reasons, .reason(question: question, books: books.map(\.text)))
  }

  private func take(_ list: ReferenceWritableKeyPath<ScriptedModel, [Reply]>, _ call: Call)
    throws(BookKittyError) -> String
  {
    let reply: Reply = lock.withLock {
      log.append(call)
      guard !self[keyPath: list].isEmpty else {
        return .failure(.service("the scripted model has no reply for \(call)"))
      }
      return self[keyPath: list].removeFirst()
    }
    return try reply.get()
  }
}
