import Foundation
import Testing

@testable import CairnNetworking

@Suite("Manual clock and transport deadlines", .timeLimit(.minutes(1)))
struct ClockAndTransportTests {
  @Test func aManualClockWakesSleepersAtTheirDeadline() async throws {
    let clock = ManualClock(isAdvancingAutomatically: false)
    let start = clock.now
    let sleeper = Task { try await clock.sleep(for: .seconds(2)) }
    await clock.waitForSleepers(count: 1)
    clock.advance(by: .seconds(1))
    #expect(clock.pendingSleeperCount == 1)
    clock.advance(by: .seconds(1))
    try await sleeper.value
    #expect(clock.pendingSleeperCount == 0)
    #expect(clock.now.timeIntervalSince(start) == 2)
    #expect(clock.recordedSleeps == [.seconds(2)])
  }

  @Test func aCancelledSleepThrows() async {
    let clock = ManualClock(isAdvancingAutomatically: false)
    let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
    await clock.waitForSleepers(count: 1)
    sleeper.cancel()
    await #expect(throws: CancellationError.self) { try await sleeper.value }
  }

  @Test func anAutomaticClockMovesByEachSleep() async throws {
    let clock = ManualClock()
    let start = clock.now
    try await clock.sleep(for: .milliseconds(1500))
    #expect(clock.now.timeIntervalSince(start) == 1.5)
  }

  @Test func transportDeadlinesAreExactAndBounded() {
    #expect(URLSessionTransport.deadline(of: 0.3) == .milliseconds(300))
    #expect(URLSessionTransport.deadline(of: 60) == .seconds(60))
    #expect(URLSessionTransport.deadline(of: 0) == nil)
    #expect(URLSessionTransport.deadline(of: .infinity) == nil)
  }

  @Test func stubSequencesRepeatTheirLastResponse() async throws {
    let stub = StubTransport()
    await stub.stub(.get, "/onban/main", .status(201), .status(202))
    let network = NetworkService(baseURL: baseURL, transport: stub)
    var statuses: [Int] = []
    for _ in 0..<3 {
      statuses.append(try await network.requestData(TestAPI.dishes).1.statusCode)
    }
    #expect(statuses == [201, 202, 202])
    #expect(await stub.requestCount(.get, "/onban/main") == 3)
    #expect(await stub.requestCount(.post, "/onban/main") == 0)
  }
}
