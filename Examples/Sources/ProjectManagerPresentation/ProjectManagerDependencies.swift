import CairnPresentation
import Foundation
import ProjectManagerDomain

/// What the Project Manager flows need from outside, handed from the composition root to the
/// AppCoordinator and down to each coordinator, which builds use cases and view models from it
/// (dependency injection in coordinators, as the original BookKitty does).
public struct ProjectManagerDependencies: Sendable {
  /// Where works are kept: the local database, the source of truth.
  public var repository: any WorkRepository
  /// Syncs the local works with a server, or reports that they stay on this device.
  public var sync: any SyncService
  /// The current time; tests inject a fixed clock.
  public var now: @Sendable () -> Date
  /// The calendar that decides which day it is, for new works' due days and overdue checks.
  public var calendar: Calendar
  /// Wakes the board at each midnight, so that a due day turns overdue on an open board.
  public var dayTicker: DayTicker

  /// Creates the container; the day ticker runs on `now` and `calendar` unless given.
  public init(
    repository: any WorkRepository,
    sync: any SyncService,
    now: @escaping @Sendable () -> Date = { Date() },
    calendar: Calendar = .current,
    dayTicker: DayTicker? = nil
  ) {
    self.repository = repository
    self.sync = sync
    self.now = now
    self.calendar = calendar
    self.dayTicker = dayTicker ?? DayTicker(calendar: calendar, now: now)
  }

  /// The day it is now in this container's calendar.
  public var today: Day { Day(now(), calendar: calendar) }
}
