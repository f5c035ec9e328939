import ExampleSupport

/// Queues faults for the next requests of a path (tests only).
///
/// Off by default: with nothing queued every request is answered normally. There is no route to
/// it; only code holding the server can inject faults. Faults of a path are used in the
/// order they were queued, one per request, and then requests are answered normally again.
public final class FaultInjector: Sendable {
  private let queues = Locked([String: [InjectedFault]]())

  /// Starts with no faults.
  public init() {}

  /// Makes the next `count` requests of `path` (like `/onban/main`, without a query) misbehave
  /// with `fault`.
  public func inject(_ fault: InjectedFault, path: String, count: Int = 1) {
    guard count > 0 else { return }
    queues.withLock { $0[path, default: []] += Array(repeating: fault, count: count) }
  }

  /// How many faults are still queued for `path`.
  public func pendingCount(path: String) -> Int {
    queues.withLock { $0[path]?.count ?? 0 }
  }

  /// Drops every queued fault.
  public func removeAll() {
    queues.withLock { $0.removeAll() }
  }

  /// Takes the next fault queued for `path`, if any (called by ``RequestTrackingMiddleware``).
  func next(path: String) -> InjectedFault? {
    queues.withLock { queues in
      guard var queue = queues[path], !queue.isEmpty else { return nil }
      let fault = queue.removeFirst()
      queues[path] = queue.isEmpty ? nil : queue
      return fault
    }
  }
}
