import Foundation
import Testing

@testable import CairnNetworking

@Suite("One timer for every deadline", .timeLimit(.minutes(1)))
struct DeadlineTimerTests {
  /// Schedules `durations` on `timer` and returns the order in which they fired, each with the
  /// time it took.
  private func fired(
    _ durations: [Duration], on timer: DeadlineTimer, cancelling cancelled: Set<Int> = []
  ) async -> [(index: Int, elapsed: Duration)] {
    let (events, sink) = AsyncStream.makeStream(of: (index: Int, elapsed: Duration).self)
    let clock = ContinuousClock()
    let start = clock.now
    var keys: [UInt64] = []
    for (index, duration) in durations.enumerated() {
      keys.append(
        timer.schedule(after: duration) { sink.yield((index, start.duration(to: clock.now))) })
    }
    for index in cancelled { timer.cancel(keys[index]) }
    var order: [(index: Int, elapsed: Duration)] = []
    for await event in events {
      order.append(event)
      if order.count == durations.count - cancelled.count { break }
    }
    return order
  }

  @Test func deadlinesFireInTheirOrderAndNeverEarly() async {
    let durations: [Duration] = [.milliseconds(60), .milliseconds(20), .milliseconds(40)]
    let order = await fired(durations, on: DeadlineTimer())
    #expect(order.map(\.index) == [1, 2, 0])
    for event in order { #expect(event.elapsed >= durations[event.index]) }
  }

  @Test func aCancelledDeadlineNeverRuns() async {
    let order = await fired(
      [.milliseconds(10), .milliseconds(30)], on: DeadlineTimer(), cancelling: [0])
    #expect(order.map(\.index) == [1])
  }

  @Test func anEarlierDeadlineReArmsTheTimer() async {
    let timer = DeadlineTimer()
    let late = timer.schedule(after: .seconds(3600)) {}
    let order = await fired([.milliseconds(20)], on: timer)
    #expect(order.map(\.index) == [0], "not held back by the hour-long deadline before it")
    timer.cancel(late)
  }

  @Test func cancelledEntriesAreCompacted() async {
    let timer = DeadlineTimer()
    for _ in 0..<5_000 {
      timer.cancel(timer.schedule(after: .seconds(3600)) {})
    }
    #expect(timer.heapCount <= 1_025)
    let order = await fired([.milliseconds(5)], on: timer)
    #expect(order.count == 1)
  }
}
