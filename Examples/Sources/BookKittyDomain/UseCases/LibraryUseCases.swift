/// Reads books: the shelf page by page, one book, or Home's recently recommended books — each
/// live, so that a change from anywhere shows at once.
public struct FetchBooksUseCase: Sendable {
  private let repository: any BookRepository

  /// Creates the use case on a repository.
  public init(repository: any BookRepository) {
    self.repository = repository
  }

  /// One page of the shelf, most recently changed first.
  public func ownedBooks(_ page: PageRequest) async throws(BookKittyError) -> [Book] {
    try await repository.ownedBooks(page)
  }

  /// Every owned book, most recently changed first.
  public func allOwnedBooks() async throws(BookKittyError) -> [Book] {
    try await repository.allOwnedBooks()
  }

  /// One page of the shelf now and after every change.
  public func observeOwnedBooks(_ page: PageRequest) -> AsyncThrowingStream<[Book], any Error> {
    repository.observeOwnedBooks(page)
  }

  /// One book now and after every change.
  public func observeBook(isbn: ISBN) -> AsyncThrowingStream<Book?, any Error> {
    repository.observeBook(isbn: isbn)
  }

  /// Home's books now and after every change.
  public func observeRecentBooks() -> AsyncThrowingStream<[Book], any Error> {
    repository.observeRecentBooks()
  }
}

/// Puts a stored book on the shelf ("등록") or takes it off ("삭제").
public struct ChangeOwnershipUseCase: Sendable {
  private let repository: any BookRepository

  /// Creates the use case on a repository.
  public init(repository: any BookRepository) {
    self.repository = repository
  }

  /// Sets the book's owned state and marks it changed now.
  public func execute(isbn: ISBN, isOwned: Bool) async throws(BookKittyError) -> Book {
    try await repository.setOwned(isOwned, isbn: isbn)
  }
}
