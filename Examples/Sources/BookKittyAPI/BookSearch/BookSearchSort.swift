/// The order of search results: `sim` (relevance, the default) or `date` (newest first).
public enum BookSearchSort: String, CaseIterable, Sendable {
  /// Most relevant first.
  case sim
  /// Most recently published first.
  case date
}
