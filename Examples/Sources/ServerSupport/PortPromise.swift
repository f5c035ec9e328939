import Foundation

/// The port, once the server reports it — or the error that stopped it first.
final class PortPromise: @unchecked Sendable {
  // @unchecked Sendable: `result` and `waiter` are only touched under `lock`.
  private let lock = NSLock()
  private var result: Result<Int, any Error>?
  private var waiter: CheckedContinuation<Int, any Error>?

  /// Settles the promise; later calls are ignored.
  func fulfill(_ outcome: Result<Int, any Error>) {
    let waiting: CheckedContinuation<Int, any Error>? = lock.withLock {
      guard result == nil else { return nil }
      result = outcome
      defer { waiter = nil }
      return waiter
    }
    waiting?.resume(with: outcome)
  }

  /// Waits for the outcome (one waiter at a time).
  var value: Int {
    get async throws {
      try await withCheckedThrowingContinuation { continuation in
        let done: Result<Int, any Error>? = lock.withLock {
          if result == nil { waiter = continuation }
          return result
        }
        if let done { continuation.resume(with: done) }
      }
    }
  }
}
