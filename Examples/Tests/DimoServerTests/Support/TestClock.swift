import ExampleSupport
import Foundation

/// A clock the test moves: token and code expiry, the 30-day rules and the login lock are
/// checked without waiting.
final class TestClock: Sendable {
  private let current: Locked<Date>

  /// A clock at `start`.
  init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
    current = Locked(start)
  }

  /// The time now.
  var now: Date { current.value }

  /// Moves the clock forward.
  func advance(by seconds: TimeInterval) {
    current.withLock { $0.addTimeInterval(seconds) }
  }

  /// The clock as the server reads it.
  var read: @Sendable () -> Date { { [self] in now } }
}
