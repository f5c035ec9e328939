import Foundation

/// Wakes at the start of every new day: what a screen that shows day-based state (an overdue
/// deadline in red) needs to redraw at midnight when no data changes.
///
/// The clock is injected: `now` reads the time and `sleep` waits (the real clock by default; a
/// test passes its own and moves time itself).
public struct DayTicker: Sendable {
  /// The calendar whose days count.
  public let calendar: Calendar
  /// The current time.
  public let now: @Sendable () -> Date
  /// Waits for a duration; throws when cancelled.
  public let sleep: @Sendable (Duration) async throws -> Void

  /// A ticker on `calendar` with the given clock (the system's by default).
  public init(
    calendar: Calendar = .current, now: @escaping @Sendable () -> Date = { Date() },
    sleep: @escaping @Sendable (Duration) async throws -> Void = { duration in
      // The wait until midnight: the ticker's job, not a test waiting for something.
      try await Task.sleep(for: duration)
    }
  ) {
    self.calendar = calendar
    self.now = now
    self.sleep = sleep
  }

  /// The start of the day after the one `date` falls on.
  public func nextDayStart(after date: Date) -> Date {
    let today = calendar.startOfDay(for: date)
    return calendar.date(byAdding: .day, value: 1, to: today) ?? today.addingTimeInterval(86_400)
  }

  /// The start of each new day from now on, yielded once it has come (a wake-up before
  /// midnight sleeps again); ends when iteration stops.
  public func dayStarts() -> AsyncStream<Date> {
    let ticker = self
    return AsyncStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
      let task = Task {
        var next = ticker.nextDayStart(after: ticker.now())
        while !Task.isCancelled {
          let left = ticker.now().distance(to: next)
          if left > 0 {
            do {
              try await ticker.sleep(.milliseconds(Int64((left * 1000).rounded(.up))))
            } catch {
              break
            }
            continue
          }
          if case .terminated = continuation.yield(next) { break }
          next = ticker.nextDayStart(after: next)
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }
}
