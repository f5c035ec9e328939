import BookKittyDomain

/// The model behind the recommendation pipeline: it proposes books and writes the reason text.
///
/// Its answers are text, as a language model's are; the pipeline parses and checks them the
/// same way whichever model wrote them (``OpenAICompatibleModel`` or ``LocalModel``).
public protocol RecommendationModel: Sendable {
  /// Proposes books for `question`: the reply should be the JSON of ``ModelPicks``, owned
  /// picks written exactly as in `ownedBooks`.
  func requestRecommendation(question: String, ownedBooks: [BookLabel])
    async throws(BookKittyError) -> String

  /// Proposes one more new book, none of `excludedTitles`: the reply should be one
  /// "도서명-저자명".
  func requestReplacement(question: String, excludedTitles: [String])
    async throws(BookKittyError) -> String

  /// Explains why `books` answer `question`, each book in at most 140 characters.
  func requestReason(question: String, books: [BookLabel]) async throws(BookKittyError) -> String
}
