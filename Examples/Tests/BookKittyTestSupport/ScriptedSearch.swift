import BookKittyDomain
import Foundation

/// A book search whose results the test writes by query, recording every query.
public final class ScriptedSearch: BookSearchRepository, @unchecked Sendable {
  // @unchecked Sendable: every stored property is guarded by `lock`.
  private let lock = NSLock()
  private let results: [String: [BookInfo]]
  private let failure: BookKittyError?
  private var log: [String] = []

  /// A search answering `results[query]` (nothing for other queries), or failing every query
  /// with `failure`.
  public init(_ results: [String: [BookInfo]] = [:], failure: BookKittyError? = nil) {
    self.results = results
    self.failure = failure
  }

  /// Every query, in the order received.
  public var queries: [String] { lock.withLock { log } }

  /// The scripted results of `query`, recorded.
  public func searchBooks(query: String, display: Int) async throws(BookKittyError) -> [BookInfo] {
    lock.withLock { log.append(query) }
    if let failure { throw failure }
    return Array((results[query] ?? []).prefix(display))
  }
}

/// Builds books for tests: a valid ISBN from a number, and the other fields from the arguments.
public enum TestBooks {
  /// An ISBN-13 (prefix 979119) with a valid check digit, distinct for each `number` below
  /// 1,000,000.
  public static func isbn(_ number: Int) -> ISBN {
    let body = "979119" + String(format: "%06d", number % 1_000_000)
    for check in 0...9 {
      if let isbn = ISBN(parsing: body + String(check)) { return isbn }
    }
    preconditionFailure("an ISBN-13 always has a check digit")
  }

  /// A book's information.
  public static func info(
    _ number: Int, title: String, author: String, description: String = "소개",
    price: Int? = 15_000, pubDate: String? = "20240101"
  ) -> BookInfo {
    BookInfo(
      isbn: isbn(number), title: title, author: author, publisher: "출판사",
      coverURL: "/bookkitty/covers/\(isbn(number)).png", infoLink: "", description: description,
      price: price, pubDate: pubDate)
  }
}
