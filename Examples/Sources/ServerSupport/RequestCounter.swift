import ExampleSupport

/// Counts the requests that reached each path of a server's routes (thread-safe).
///
/// The key is the request's path without its query, as received: `/onban/main`,
/// `/onban/detail/HBDEF`. Requests answered by an injected fault count too.
public final class RequestCounter: Sendable {
  private let counts = Locked([String: Int]())

  /// Starts with every count at zero.
  public init() {}

  /// How many requests reached `path`.
  public func count(path: String) -> Int {
    counts.withLock { $0[path, default: 0] }
  }

  /// Every path seen so far, with its count.
  public var all: [String: Int] {
    counts.withLock { $0 }
  }

  /// Sets every count back to zero.
  public func reset() {
    counts.withLock { $0.removeAll() }
  }

  func increment(path: String) {
    counts.withLock { $0[path, default: 0] += 1 }
  }
}
