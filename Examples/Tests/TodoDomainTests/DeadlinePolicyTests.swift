import Foundation
import Testing
import TodoDomain

@Suite("DeadlinePolicy: overdue only after the deadline's day has ended", .timeLimit(.minutes(3)))
struct DeadlinePolicyTests {
  static let seoulCalendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "Asia/Seoul") ?? calendar.timeZone
    return calendar
  }()

  let policy = DeadlinePolicy(calendar: Self.seoulCalendar)

  /// A moment in Seoul; `nanosecond` lets a test sit just before midnight.
  func seoul(_ day: Int, _ hour: Int, _ minute: Int, _ second: Int, nanosecond: Int = 0) throws
    -> Date
  {
    let parts = DateComponents(
      year: 2025, month: 3, day: day, hour: hour, minute: minute, second: second,
      nanosecond: nanosecond)
    return try #require(Self.seoulCalendar.date(from: parts))
  }

  @Test("The calendar really is Seoul's")
  func calendarIsSeoul() throws {
    #expect(try seoul(10, 9, 0, 0) == Date(timeIntervalSince1970: 1_741_564_800))
  }

  @Test("Not overdue at any moment of the deadline's day, up to 23:59:59.999")
  func notOverdueDuringTheDay() throws {
    let deadline = try seoul(10, 9, 0, 0)
    for now in [
      try seoul(9, 12, 0, 0), try seoul(10, 0, 0, 0), try seoul(10, 8, 59, 59),
      try seoul(10, 23, 59, 0), try seoul(10, 23, 59, 59),
      try seoul(10, 23, 59, 59, nanosecond: 999_000_000),
    ] {
      #expect(!policy.isOverdue(deadline, now: now), "now: \(now)")
    }
  }

  @Test("Overdue from midnight after the deadline's day")
  func overdueFromMidnight() throws {
    let deadline = try seoul(10, 9, 0, 0)
    #expect(policy.isOverdue(deadline, now: try seoul(11, 0, 0, 0)))
    #expect(policy.isOverdue(deadline, now: try seoul(11, 0, 0, 1)))
    #expect(policy.isOverdue(deadline, now: try seoul(20, 15, 0, 0)))
  }

  @Test(
    "The day is the calendar's, not UTC's: a deadline at 00:30 in Seoul is the previous day in UTC")
  func dayInTheCalendarsTimeZone() throws {
    // 2025-03-11 00:30 in Seoul is 2025-03-10 15:30 UTC.
    let deadline = try seoul(11, 0, 30, 0)
    #expect(!policy.isOverdue(deadline, now: try seoul(11, 0, 0, 0)))
    #expect(!policy.isOverdue(deadline, now: try seoul(11, 23, 59, 59)))
    #expect(policy.isOverdue(deadline, now: try seoul(12, 0, 0, 0)))

    // 2025-03-10 23:30 in Seoul ends 30 minutes later.
    let lateDeadline = try seoul(10, 23, 30, 0)
    #expect(!policy.isOverdue(lateDeadline, now: try seoul(10, 23, 45, 0)))
    #expect(policy.isOverdue(lateDeadline, now: try seoul(11, 0, 0, 0)))
  }
}
