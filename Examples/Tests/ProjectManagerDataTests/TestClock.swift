import Foundation

/// A wall clock the test sets (by default in 2023: behind a real server's clock, which refuses
/// stamps too far ahead of its own): stamps then say exactly which write is later.
final class TestClock: @unchecked Sendable {
  // @unchecked Sendable: `date` is only touched under `lock`.
  private let lock = NSLock()
  private var date: Date

  init(_ date: Date = Date(timeIntervalSince1970: 1_700_000_000)) {
    self.date = date
  }

  var now: Date { lock.withLock { date } }

  func advance(by seconds: TimeInterval) {
    lock.withLock { date = date.addingTimeInterval(seconds) }
  }

  func set(_ newDate: Date) {
    lock.withLock { date = newDate }
  }

  /// The closure stores take.
  var function: @Sendable () -> Date { { [self] in now } }
}
