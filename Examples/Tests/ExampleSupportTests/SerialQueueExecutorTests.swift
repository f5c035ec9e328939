import Dispatch
import ExampleSupport
import Foundation
import Testing

@Suite(
  "SerialQueueExecutor: an actor whose blocking work holds no thread of the concurrency pool",
  .timeLimit(.minutes(3)))
struct SerialQueueExecutorTests {
  /// An actor on an executor of its own whose method blocks its thread until a gate opens.
  private actor BlockingActor {
    private let executor = SerialQueueExecutor(label: "SerialQueueExecutorTests.BlockingActor")
    nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    func waitFor(_ gate: DispatchSemaphore, started: AsyncStream<Void>.Continuation) -> Bool {
      started.yield()
      return gate.wait(timeout: .now() + releasePatience) == .success
    }
  }

  /// More blocked actors than the pool has threads, and a task still runs: the one that lets
  /// them go. On the pool (without the executor) the actors would hold all its threads and the
  /// releasing task could not run; each then gives up after a minute and the test fails.
  @Test func blockedActorsLeaveThePoolFree() async {
    let count = ProcessInfo.processInfo.activeProcessorCount * 2
    let actors = (0..<count).map { _ in BlockingActor() }
    let gate = DispatchSemaphore(value: 0)
    let (started, starting) = AsyncStream.makeStream(of: Void.self)
    let released = await withTaskGroup(of: Bool.self, returning: [Bool].self) { group in
      for blocking in actors {
        group.addTask { await blocking.waitFor(gate, started: starting) }
      }
      var seen = 0
      for await _ in started {
        seen += 1
        if seen == count { break }
      }
      for _ in 0..<count { gate.signal() }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(released == Array(repeating: true, count: count))
  }

}
