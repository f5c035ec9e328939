import Foundation

/// A clock the test moves: token and code expiry, the 30-day rules and the login lock are
/// checked without waiting.
final class TestClock: Sendable {
  private let current: LockedValue<Date>

  /// A clock at `start`.
  init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
    current = LockedValue(start)
  }

  /// The time now.
  var now: Date { current.value }

  /// Moves the clock forward.
  func advance(by seconds: TimeInterval) {
    current.update { $0.addTimeInterval(seconds) }
  }

  /// The clock as the server reads it.
  var read: @Sendable () -> Date { { [self] in now } }
}

/// A value behind a lock.
final class LockedValue<Value: Sendable>: @unchecked Sendable {
  // @unchecked Sendable: `stored` is only touched while holding `lock`.
  private let lock = NSLock()
  private var stored: Value

  init(_ value: Value) {
    stored = value
  }

  var value: Value { lock.withLock { stored } }

  func update<T>(_ body: (inout Value) -> T) -> T {
    lock.withLock { body(&stored) }
  }
}
