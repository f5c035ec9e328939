import Foundation

/// A value behind a lock, for the few synchronous reads the session needs.
final class Locked<Value: Sendable>: @unchecked Sendable {
  // @unchecked Sendable: `stored` is only touched while holding `lock`.
  private let lock = NSLock()
  private var stored: Value

  init(_ value: Value) {
    stored = value
  }

  /// The value now.
  var value: Value { lock.withLock { stored } }

  /// Changes the value under the lock.
  func update<T>(_ body: (inout Value) throws -> T) rethrows -> T {
    try lock.withLock { try body(&stored) }
  }
}
