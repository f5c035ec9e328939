import Foundation

/// A value guarded by an `NSLock` (clean under the thread sanitizer, unlike `Mutex`).
final class LockedValue<Value>: @unchecked Sendable {
  // @unchecked Sendable: `value` is only read or written while holding `lock`.
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
