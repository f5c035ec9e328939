/// Finds books by title for "책 추가하기".
public struct SearchBooksUseCase: Sendable {
  private let repository: any BookSearchRepository

  /// Creates the use case on a search.
  public init(repository: any BookSearchRepository) {
    self.repository = repository
  }

  /// The books matching `title` (at most ``BookSearchRules/titleSearchDisplay``); a blank title
  /// finds nothing without a request.
  public func execute(title: String) async throws(BookKittyError) -> [BookInfo] {
    let query = title.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !query.isEmpty else { return [] }
    return try await repository.searchBooks(
      query: String(query.prefix(BookSearchRules.maximumQueryLength)),
      display: BookSearchRules.titleSearchDisplay)
  }
}

/// Adds a found book to the shelf, as the original's by-title flow does: the book is stored if
/// it is new (an existing one is kept as it is), then put on the shelf. A book already stored
/// as a recommendation therefore simply becomes owned; there is no duplicate error here.
public struct AddBookToLibraryUseCase: Sendable {
  private let repository: any BookRepository

  /// Creates the use case on a repository.
  public init(repository: any BookRepository) {
    self.repository = repository
  }

  /// Stores the book if needed and puts it on the shelf.
  public func execute(_ info: BookInfo) async throws(BookKittyError) -> Book {
    _ = try await repository.saveBook(info, isOwned: true)
    return try await repository.setOwned(true, isbn: info.isbn)
  }
}
