import Foundation

/// A value behind a lock, shared by any number of tasks and threads.
final class Protected<Value>: @unchecked Sendable {
  // @unchecked Sendable: `value` is only touched while holding `lock`.
  private let lock = NSLock()
  private var value: Value

  /// Protects `value`.
  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` on the value while holding the lock; `body` must not call back into whatever
  /// uses this lock.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
