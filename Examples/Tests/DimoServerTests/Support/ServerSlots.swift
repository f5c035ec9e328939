/// Bounds how many DIMO test servers run at once (on either engine): the test cases would
/// otherwise all start together, crowd the machine (and PostgreSQL's connection limit) and slow
/// the timing-sensitive tests of other suites.
///
/// Every DIMO server test queues here at the start of the run, so how long one waits grows
/// with the number of tests ahead of it and the speed of the machine: a bound on the whole wait
/// would be a speed check (on a loaded two-core machine the last of about 200 waited more than
/// five minutes while the queue moved all along). A wait fails instead when the queue stops
/// moving: when no slot has been given back for `stallLimit`.
actor ServerSlots {
  static let shared = ServerSlots(count: 4)

  private struct Waiter {
    let id: Int
    let continuation: CheckedContinuation<Void, any Error>
    let watch: Task<Void, Never>
  }

  private var free: Int
  private var waiters: [Waiter] = []
  private var nextID = 0
  /// When a slot was last given back (or the first waiter queued).
  private var lastProgress = ContinuousClock.now

  init(count: Int) {
    free = count
  }

  /// Waits for a slot for as long as slots keep being given back; throws ``ServerSlotsStalled``
  /// when none was given back for `stallLimit`, and `CancellationError` when the caller is
  /// cancelled (its place is given up either way).
  func acquire(stallLimit: Duration) async throws {
    if free > 0 {
      free -= 1
      return
    }
    nextID += 1
    let id = nextID
    if waiters.isEmpty { lastProgress = .now }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let watch = Task { await self.watch(id, stallLimit: stallLimit) }
        waiters.append(Waiter(id: id, continuation: continuation, watch: watch))
      }
    } onCancel: {
      Task { await self.remove(id, throwing: CancellationError()) }
    }
  }

  /// Gives a slot back.
  func release() {
    lastProgress = .now
    if waiters.isEmpty {
      free += 1
    } else {
      let next = waiters.removeFirst()
      next.watch.cancel()
      next.continuation.resume()
    }
  }

  /// Fails waiter `id` once the queue has not moved for `stallLimit`; ends when it is served.
  private func watch(_ id: Int, stallLimit: Duration) async {
    while waiters.contains(where: { $0.id == id }) {
      let quiet = ContinuousClock.now - lastProgress
      if quiet >= stallLimit {
        let stalled = ServerSlotsStalled(limit: stallLimit, waiting: waiters.count)
        remove(id, throwing: stalled)
        return
      }
      // The bound itself: it checks again when the queue could first have stalled.
      do { try await Task.sleep(for: stallLimit - quiet) } catch { return }
    }
  }

  private func remove(_ id: Int, throwing error: any Error) {
    guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
    let waiter = waiters.remove(at: index)
    waiter.watch.cancel()
    waiter.continuation.resume(throwing: error)
  }
}

/// No DIMO test server slot was given back for a while: the servers holding them are stuck.
struct ServerSlotsStalled: Error, CustomStringConvertible {
  let limit: Duration
  let waiting: Int

  var description: String {
    "no DIMO test server slot was given back for \(limit) (\(waiting) tests waiting): "
      + "the four servers holding them are stuck"
  }
}
