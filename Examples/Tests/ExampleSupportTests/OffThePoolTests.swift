import Dispatch
import ExampleSupport
import Foundation
import Testing

@Suite(
  "offThePool: blocking work that holds no thread of the concurrency pool", .timeLimit(.minutes(3)))
struct OffThePoolTests {
  /// More blocked bodies than the pool has threads, and a task still runs: the one that lets
  /// them go. Run on the pool, the bodies would hold all its threads and the releasing task
  /// could not run; each body then gives up after a minute, and the test fails on the
  /// bodies that gave up.
  @Test func blockedBodiesLeaveThePoolFree() async {
    let count = ProcessInfo.processInfo.activeProcessorCount * 2
    let gate = DispatchSemaphore(value: 0)
    let (started, starting) = AsyncStream.makeStream(of: Int.self)
    let results = await withTaskGroup(of: Int.self, returning: [Int].self) { group in
      for index in 0..<count {
        group.addTask {
          await offThePool {
            starting.yield(index)
            return gate.wait(timeout: .now() + releasePatience) == .success ? index : -1
          }
        }
      }
      var seen = 0
      for await _ in started {
        seen += 1
        if seen == count { break }
      }
      for _ in 0..<count { gate.signal() }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.sorted() == Array(0..<count))
  }

  /// The body's typed error comes through as it was thrown.
  @Test func theBodysErrorComesThrough() async {
    struct Refused: Error, Equatable { let reason: String }
    await #expect(throws: Refused(reason: "disk full")) {
      try await offThePool { () throws(Refused) -> Int in throw Refused(reason: "disk full") }
    }
  }
}
