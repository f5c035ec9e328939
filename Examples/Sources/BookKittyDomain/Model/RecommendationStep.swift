/// Where a running recommendation is, for the loading screen ("추천 도서 검증 중 2/3").
public enum RecommendationStep: Hashable, Sendable {
  /// The model is choosing books.
  case choosingBooks
  /// The new pick `index` (1-based) of `count` is being checked against the book search.
  case validating(index: Int, count: Int)
  /// The model is writing the reason text.
  case writingReason
  /// The answer is being saved.
  case saving
  /// A request of the step before failed and is sent again: `attempt` of `maxAttempts` (the
  /// first counted), because of `cause`.
  case retrying(attempt: Int, maxAttempts: Int, cause: RetryCause)
}
