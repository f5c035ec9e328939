import Foundation

/// A wall clock the test moves: every reading is one second after the previous one, so that
/// stored rows get distinct, ordered times.
public final class TestClock: @unchecked Sendable {
  // @unchecked Sendable: `current` is only touched while holding `lock`.
  private let lock = NSLock()
  private var current: Date

  /// A clock starting at `start` (2026-11-18 09:46:40 UTC by default).
  public init(start: Date = Date(timeIntervalSince1970: 1_795_000_000)) {
    current = start
  }

  /// The time now; the next reading is one second later.
  public func now() -> Date {
    lock.withLock {
      defer { current += 1 }
      return current
    }
  }

  /// The reading function to inject.
  public var reader: @Sendable () -> Date {
    { [self] in now() }
  }
}
