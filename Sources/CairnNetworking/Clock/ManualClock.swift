import Foundation

/// A ``NetworkClock`` for tests: time stands still until the test moves it, and every sleep is
/// recorded, so that a test asserts exact backoff delays and never waits for real time.
///
/// With `isAdvancingAutomatically` (the default), a sleep returns at once and moves the clock
/// by its duration. Otherwise sleepers wait until ``advance(by:)`` passes their deadline; a
/// test awaits ``waitForSleepers(count:)`` to know that the code under test is asleep.
public final class ManualClock: NetworkClock, @unchecked Sendable {
  // @unchecked: every stored property is guarded by `lock`.
  private struct Sleeper {
    let deadline: Duration
    let continuation: CheckedContinuation<Void, any Error>
  }

  private let lock = NSLock()
  private let isAdvancingAutomatically: Bool
  private var currentDate: Date
  private var elapsed = Duration.zero
  private var sleepers: [UInt64: Sleeper] = [:]
  private var cancelledIDs: Set<UInt64> = []
  private var nextID: UInt64 = 0
  private var sleeps: [Duration] = []
  private var countWaiters: [UInt64: (count: Int, continuation: CheckedContinuation<Void, Never>)] =
    [:]

  /// Creates a clock that reads `now`; see the type's documentation for the two modes.
  public init(
    now: Date = Date(timeIntervalSince1970: 1_700_000_000), isAdvancingAutomatically: Bool = true
  ) {
    self.currentDate = now
    self.isAdvancingAutomatically = isAdvancingAutomatically
  }

  /// The clock's date; it moves only with sleeps (automatic mode) and ``advance(by:)``.
  public var now: Date { lock.withLock { currentDate } }

  /// Every duration passed to ``sleep(for:)``, in order.
  public var recordedSleeps: [Duration] { lock.withLock { sleeps } }

  /// How many sleepers are waiting for ``advance(by:)``.
  public var pendingSleeperCount: Int { lock.withLock { sleepers.count } }

  /// Records the sleep, then returns at once (automatic mode) or when time passes its deadline.
  public func sleep(for duration: Duration) async throws {
    let id: UInt64 = lock.withLock {
      sleeps.append(duration)
      nextID += 1
      return nextID
    }
    if isAdvancingAutomatically || duration <= .zero {
      if isAdvancingAutomatically { advance(by: max(duration, .zero)) }
      try Task.checkCancellation()
      return
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let isCancelled: Bool = lock.withLock {
          if cancelledIDs.remove(id) != nil { return true }
          sleepers[id] = Sleeper(deadline: elapsed + duration, continuation: continuation)
          return false
        }
        if isCancelled {
          continuation.resume(throwing: CancellationError())
        } else {
          notifyCountWaiters()
        }
      }
    } onCancel: {
      let sleeper: Sleeper? = lock.withLock {
        guard let sleeper = sleepers.removeValue(forKey: id) else {
          cancelledIDs.insert(id)
          return nil
        }
        return sleeper
      }
      sleeper?.continuation.resume(throwing: CancellationError())
      notifyCountWaiters()
    }
  }

  /// Moves time forward by `duration` and wakes the sleepers whose deadline has come.
  public func advance(by duration: Duration) {
    let due: [Sleeper] = lock.withLock {
      elapsed += duration
      currentDate += duration.inSeconds
      let dueIDs = sleepers.filter { $0.value.deadline <= elapsed }.keys
      return dueIDs.compactMap { sleepers.removeValue(forKey: $0) }
    }
    for sleeper in due { sleeper.continuation.resume() }
    notifyCountWaiters()
  }

  /// Returns once exactly `count` sleepers are waiting (0: once every sleeper is gone), or
  /// when the calling task is cancelled (a test's time limit, for one).
  public func waitForSleepers(count: Int) async {
    let id: UInt64 = lock.withLock {
      nextID += 1
      return nextID
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let isCancelled: Bool = lock.withLock {
          if cancelledIDs.remove(id) != nil { return true }
          countWaiters[id] = (count, continuation)
          return false
        }
        if isCancelled { continuation.resume() } else { notifyCountWaiters() }
      }
    } onCancel: {
      let waiter: CheckedContinuation<Void, Never>? = lock.withLock {
        guard let waiter = countWaiters.removeValue(forKey: id) else {
          cancelledIDs.insert(id)
          return nil
        }
        return waiter.continuation
      }
      waiter?.resume()
    }
  }

  private func notifyCountWaiters() {
    let ready: [CheckedContinuation<Void, Never>] = lock.withLock {
      let count = sleepers.count
      let readyIDs = countWaiters.filter { $0.value.count == count }.keys
      return readyIDs.compactMap { countWaiters.removeValue(forKey: $0)?.continuation }
    }
    for continuation in ready { continuation.resume() }
  }
}
