/// A book search by words (the original's Naver book search): what the pipeline checks the
/// model's picks against, and how a book is added by its title.
public protocol BookSearchRepository: Sendable {
  /// The books whose title or author match `query`, most relevant first; at most `display`
  /// (1 to 100). An empty query finds nothing, without asking the server.
  func searchBooks(query: String, display: Int) async throws(BookKittyError) -> [BookInfo]
}
