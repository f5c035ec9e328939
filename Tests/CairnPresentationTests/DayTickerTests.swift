import Foundation
import Testing

@testable import CairnPresentation

/// A clock the test moves: `sleep` advances it by what was asked (or less, to simulate an early
/// wake-up) and records every request.
final class SteppingClock: @unchecked Sendable {
  // @unchecked Sendable: `date`, `requests` and `shortfall` are only touched under `lock`.
  private let lock = NSLock()
  private var date: Date
  private var requests: [Duration] = []
  private var shortfall: Duration = .zero

  init(_ date: Date) { self.date = date }

  var now: Date { lock.withLock { date } }
  var sleeps: [Duration] { lock.withLock { requests } }

  /// The next sleep wakes this much early.
  func wakeEarly(by amount: Duration) { lock.withLock { shortfall = amount } }

  func sleep(_ duration: Duration) async {
    // Suspends like a real sleep would, so that the consumer runs between ticks.
    await Task.yield()
    lock.withLock {
      requests.append(duration)
      let slept = duration - shortfall
      shortfall = .zero
      date += Double(slept.components.seconds) + Double(slept.components.attoseconds) / 1e18
    }
  }
}

@Suite("DayTicker: a tick at every midnight", .timeLimit(.minutes(1)))
struct DayTickerTests {
  static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "Asia/Seoul") ?? .gmt
    return calendar
  }()

  static func date(_ day: Int, _ hour: Int, _ minute: Int, _ second: Int = 0) -> Date {
    calendar.date(
      from: DateComponents(
        year: 2026, month: 11, day: day, hour: hour, minute: minute, second: second))
      ?? .distantPast
  }

  @Test func itYieldsEachMidnightOnceItHasCome() async {
    let clock = SteppingClock(Self.date(22, 23, 59, 30))
    let ticker = DayTicker(
      calendar: Self.calendar, now: { clock.now }, sleep: { await clock.sleep($0) })
    var ticks: [Date] = []
    for await start in ticker.dayStarts() {
      ticks.append(start)
      if ticks.count == 2 { break }
    }
    #expect(ticks == [Self.date(23, 0, 0), Self.date(24, 0, 0)])
    #expect(clock.sleeps.first == .seconds(30), "it sleeps exactly until midnight")
  }

  @Test func aWakeUpBeforeMidnightSleepsAgainInsteadOfTicking() async {
    let clock = SteppingClock(Self.date(22, 23, 0))
    clock.wakeEarly(by: .seconds(10))
    let ticker = DayTicker(
      calendar: Self.calendar, now: { clock.now }, sleep: { await clock.sleep($0) })
    var iterator = ticker.dayStarts().makeAsyncIterator()
    let first = await iterator.next()
    #expect(first == Self.date(23, 0, 0))
    #expect(Array(clock.sleeps.prefix(2)) == [.seconds(3600), .seconds(10)])
  }
}
