import Foundation

/// A value behind an `NSLock`, for state that tasks and threads read or change synchronously:
/// counters in server middleware, a session's tokens, a test's clock. Not `Mutex`: the thread
/// sanitizer reports false races on it on Linux.
public final class Locked<Value>: @unchecked Sendable {
  // @unchecked Sendable: `stored` is only touched while holding `lock`.
  private let lock = NSLock()
  private var stored: Value

  /// Guards `value`.
  public init(_ value: Value) {
    stored = value
  }

  /// The value now (a copy).
  public var value: Value { withLock { $0 } }

  /// Runs `body` with exclusive access to the value; `body` must not use this lock again.
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&stored)
  }
}
