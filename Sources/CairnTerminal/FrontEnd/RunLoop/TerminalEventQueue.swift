import Foundation

/// The events waiting for a ``TerminalRunLoop``, queued by the tasks that read them (input, the
/// spinner's clock) and taken all at once, a turn's worth at a time.
final class TerminalEventQueue: @unchecked Sendable {
  // @unchecked Sendable: `pending`, `waiter` and `isFinished` are only touched under `lock`.
  /// One thing to handle.
  enum Event: Sendable {
    /// A key or a resize.
    case terminal(TerminalEvent)
    /// Something asked to be drawn again.
    case redraw
    /// The spinner's clock ticked.
    case tick
  }

  private let lock = NSLock()
  private var pending: [Event] = []
  private var waiter: CheckedContinuation<[Event]?, Never>?
  private var isFinished = false

  /// Queues `event`, waking the run loop if it waits.
  func push(_ event: Event) {
    let woken: CheckedContinuation<[Event]?, Never>? = lock.withLock {
      guard !isFinished else { return nil }
      guard let waiter else {
        pending.append(event)
        return nil
      }
      self.waiter = nil
      return waiter
    }
    woken?.resume(returning: [event])
  }

  /// Ends the queue: ``next()`` answers `nil` once the events queued before are taken.
  func finish() {
    let woken = lock.withLock {
      isFinished = true
      defer { waiter = nil }
      return waiter
    }
    woken?.resume(returning: nil)
  }

  /// Whether no event waits.
  var isEmpty: Bool { lock.withLock { pending.isEmpty } }

  /// How many events wait.
  var count: Int { lock.withLock { pending.count } }

  /// Every event queued, in order, waiting for one when there is none; `nil` once the queue is
  /// finished and empty, or when the waiting task is cancelled.
  func next() async -> [Event]? {
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<[Event]?, Never>) in
        let taken: [Event]?? = lock.withLock {
          if !pending.isEmpty {
            defer { pending = [] }
            return .some(pending)
          }
          if isFinished || Task.isCancelled { return .some(nil) }
          waiter = continuation
          return .none
        }
        if let taken { continuation.resume(returning: taken) }
      }
    } onCancel: {
      let woken = lock.withLock {
        defer { waiter = nil }
        return waiter
      }
      woken?.resume(returning: nil)
    }
  }
}
