import CairnPresentation
import Foundation
import TodoDomain

// snippet: todo-dependencies
/// What the TodoList flows need from outside, handed from the composition root to the
/// AppCoordinator and down to each coordinator, which builds use cases and view models from it
/// (dependency injection in coordinators, as the original BookKitty does).
public struct TodoDependencies: Sendable {
  /// Where todos are kept.
  public var repository: any TodoRepository
  /// The current time; tests inject a fixed clock.
  public var now: @Sendable () -> Date
  /// The calendar that decides days for deadlines and overdue checks.
  public var calendar: Calendar
  /// Wakes the list at each midnight, so that a deadline turns overdue on an open screen.
  public var dayTicker: DayTicker

  /// Creates the container; the day ticker runs on `now` and `calendar` unless given.
  public init(
    repository: any TodoRepository,
    now: @escaping @Sendable () -> Date = { Date() },
    calendar: Calendar = .current,
    dayTicker: DayTicker? = nil
  ) {
    self.repository = repository
    self.now = now
    self.calendar = calendar
    self.dayTicker = dayTicker ?? DayTicker(calendar: calendar, now: now)
  }

  /// The overdue rule on this container's calendar.
  public var deadlinePolicy: DeadlinePolicy { DeadlinePolicy(calendar: calendar) }

  /// Formats a deadline as "2026. 11. 21." in this container's calendar.
  public func formatDeadline(_ date: Date) -> String {
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    return "\(parts.year ?? 0). \(parts.month ?? 0). \(parts.day ?? 0)."
  }
}
// end-snippet
