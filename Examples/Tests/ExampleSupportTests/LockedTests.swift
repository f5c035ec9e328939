import ExampleSupport
import Testing

@Suite("Locked: a value shared by tasks", .timeLimit(.minutes(1)))
struct LockedTests {
  /// Read-modify-writes from many tasks at once lose none: each runs whole under the lock.
  @Test func concurrentChangesAreNotLost() async {
    let counter = Locked([Int: Int]())
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<8 {
        group.addTask {
          for _ in 0..<1_000 { counter.withLock { $0[task, default: 0] += 1 } }
        }
      }
    }
    #expect(counter.value == Dictionary(uniqueKeysWithValues: (0..<8).map { ($0, 1_000) }))
  }

  /// `withLock` returns what its body returns and rethrows what it throws, the value kept.
  @Test func returnsAndRethrowsFromTheBody() {
    struct Refused: Error {}
    let locked = Locked(1)
    #expect(
      locked.withLock { value in
        value += 1
        return value * 10
      } == 20)
    #expect(throws: Refused.self) {
      try locked.withLock { value in
        value += 1
        throw Refused()
      }
    }
    #expect(locked.value == 3)
  }
}
