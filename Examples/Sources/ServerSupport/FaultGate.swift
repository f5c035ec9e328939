import ExampleSupport

/// Holds requests until a test opens it: a delay controlled by the test, not by a clock.
///
/// Give it to ``InjectedFault/hold(_:)``; ``waitForHeldRequests(_:)`` tells when requests are being
/// held, ``open()`` lets every held and later request through. A held request whose task is
/// cancelled (for example when the server shuts down) is let through at once.
public final class FaultGate: Sendable {
  private struct State {
    var isOpen = false
    var arrivalCount = 0
    var held: [Int: CheckedContinuation<Void, Never>] = [:]
    var nextID = 0
    var watchers: [Int: (count: Int, continuation: CheckedContinuation<Void, Never>)] = [:]
    var cancelledWatchers: Set<Int> = []
  }

  private let state = Locked(State())

  /// A closed gate.
  public init() {}

  /// How many requests have reached the gate so far (held now or let through since).
  public var arrivals: Int {
    state.withLock { $0.arrivalCount }
  }

  /// Whether ``open()`` was called.
  public var isOpen: Bool {
    state.withLock { $0.isOpen }
  }

  /// Returns once at least `count` requests have reached the gate, or when the calling task is
  /// cancelled (a test's time limit, for one).
  public func waitForHeldRequests(_ count: Int = 1) async {
    let id = state.withLock { state in
      state.nextID += 1
      return state.nextID
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let reached = state.withLock { state in
          if state.arrivalCount >= count || state.cancelledWatchers.remove(id) != nil {
            return true
          }
          state.watchers[id] = (count, continuation)
          return false
        }
        if reached { continuation.resume() }
      }
    } onCancel: {
      let watcher = state.withLock { state in
        guard let watcher = state.watchers.removeValue(forKey: id) else {
          state.cancelledWatchers.insert(id)
          return nil as CheckedContinuation<Void, Never>?
        }
        return watcher.continuation
      }
      watcher?.resume()
    }
  }

  /// Lets every held request through, and every later one without stopping.
  public func open() {
    let released = state.withLock { state in
      state.isOpen = true
      let held = Array(state.held.values)
      state.held.removeAll()
      return held
    }
    for continuation in released { continuation.resume() }
  }

  /// Called by a request: suspends until the gate is open or the task is cancelled.
  func pass() async {
    let id = state.withLock { state in
      state.nextID += 1
      return state.nextID
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let (passNow, watchers) = state.withLock { state in
          state.arrivalCount += 1
          let readyIDs = state.watchers.filter { $0.value.count <= state.arrivalCount }.keys
          let ready = readyIDs.compactMap { state.watchers.removeValue(forKey: $0) }
          if state.isOpen || Task.isCancelled { return (true, ready) }
          state.held[id] = continuation
          return (false, ready)
        }
        for watcher in watchers { watcher.continuation.resume() }
        if passNow { continuation.resume() }
      }
    } onCancel: {
      let continuation = state.withLock { $0.held.removeValue(forKey: id) }
      continuation?.resume()
    }
  }
}
