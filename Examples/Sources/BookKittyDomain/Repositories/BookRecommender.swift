/// Recommends books for a question: the pipeline of the original's BookRecommendationKit, with
/// a model that proposes books and a book search that checks them.
public protocol BookRecommender: Sendable {
  /// Recommends books for `question`, given the books the user owns.
  ///
  /// - Parameter progress: told of each step as it starts, from any thread.
  /// - Throws: ``BookKittyError/network(_:)``, ``BookKittyError/service(_:)``,
  ///   ``BookKittyError/invalidModelOutput(_:)``, ``BookKittyError/noRecommendation``, or
  ///   ``BookKittyError/cancelled``.
  func recommend(
    question: String, ownedBooks: [Book],
    progress: @escaping @Sendable (RecommendationStep) -> Void
  ) async throws(BookKittyError) -> Recommendation
}
