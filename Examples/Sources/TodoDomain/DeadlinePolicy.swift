import Foundation

/// Decides when a deadline is overdue: once "now" is past 23:59 of the deadline's day (the original TodoList).
public struct DeadlinePolicy: Sendable {
  /// The calendar whose days and time zone define "the deadline's day".
  public var calendar: Calendar

  /// Creates a policy for a calendar (the user's current one by default).
  public init(calendar: Calendar = .current) {
    self.calendar = calendar
  }

  /// True when `now` is later than 23:59:59 of the day `deadline` falls on.
  public func isOverdue(_ deadline: Date, now: Date) -> Bool {
    let startOfDay = calendar.startOfDay(for: deadline)
    guard let startOfNextDay = calendar.date(byAdding: .day, value: 1, to: startOfDay) else {
      return false
    }
    return now >= startOfNextDay
  }
}
