/// The rules of the book search (`GET /bookkitty/v1/search/book.json`), shared by the server
/// that enforces them and the clients that call it.
public enum BookSearchRules {
  /// Results per page: 1 to 100.
  public static let displayRange = 1...100
  /// The first result's 1-based position: 1 to 1000.
  public static let startRange = 1...1000
  /// Results per page when the request does not say.
  public static let defaultDisplay = 10
  /// The longest query, in characters.
  public static let maximumQueryLength = 200
  /// Results per page when adding a book by its title.
  public static let titleSearchDisplay = 10
}
