import Foundation

/// A counter of "something may have changed" events that async code can wait on.
///
/// Waiting is race free: read `generation`, look at the world, then
/// `wait(past:)` that generation. An event that arrived while you were looking has already
/// moved the counter on, so the wait returns at once instead of missing it.
// @unchecked Sendable: every mutable field is guarded by an NSLock (Mutex trips TSan here).
final class ChangeSignal: @unchecked Sendable {
  /// Guards every stored property below.
  private let lock = NSLock()
  /// How many events have happened.
  private var count: UInt64 = 0
  /// Set when no more events will come.
  private var ended = false
  /// Suspended waiters by ticket.
  private var waiters: [UInt64: CheckedContinuation<Void, Never>] = [:]
  /// The next waiter's ticket.
  private var nextTicket: UInt64 = 0

  /// Creates a signal with no events yet.
  init() {}

  /// The number of events so far.
  var generation: UInt64 { lock.withLock { count } }

  /// Whether `end()` was called.
  var hasEnded: Bool { lock.withLock { ended } }

  /// Records an event and wakes every waiter.
  func fire() {
    let woken = lock.withLock {
      count += 1
      return takeWaiters()
    }
    for waiter in woken { waiter.resume() }
  }

  /// Marks the signal as finished (no more events will come) and wakes every waiter.
  func end() {
    let woken = lock.withLock {
      ended = true
      return takeWaiters()
    }
    for waiter in woken { waiter.resume() }
  }

  /// Suspends until the count moves past `seen`, the signal ends, or the task is cancelled.
  func wait(past seen: UInt64) async {
    let ticket = lock.withLock {
      nextTicket += 1
      return nextTicket
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let returnNow = lock.withLock {
          if count != seen || ended || Task.isCancelled { return true }
          waiters[ticket] = continuation
          return false
        }
        if returnNow { continuation.resume() }
      }
    } onCancel: {
      let waiter = lock.withLock { waiters.removeValue(forKey: ticket) }
      waiter?.resume()
    }
  }

  /// Removes and returns all waiters; call with the lock held.
  private func takeWaiters() -> [CheckedContinuation<Void, Never>] {
    let woken = Array(waiters.values)
    waiters.removeAll()
    return woken
  }
}
