import CairnNetworking
import Foundation

/// Wakes the sync loop early: a local change signals it, so that the change is pushed at once
/// instead of at the next poll.
final class WakeSignal: @unchecked Sendable {
  // @unchecked Sendable: `isSignalled` and `waiter` are only touched under `lock`.
  private let lock = NSLock()
  private var isSignalled = false
  private var waiter: CheckedContinuation<Void, Never>?

  /// Wakes the current or next wait.
  func signal() {
    let waiting: CheckedContinuation<Void, Never>? = lock.withLock {
      guard let waiter else {
        isSignalled = true
        return nil
      }
      self.waiter = nil
      return waiter
    }
    waiting?.resume()
  }

  /// Returns after `delay` on `clock`, when signalled, or when the task is cancelled —
  /// whichever comes first.
  func wait(upTo delay: Duration, on clock: any NetworkClock) async {
    await withTaskGroup(of: Void.self) { group in
      group.addTask {
        // The loop's poll interval and backoff: the clock decides how long that really is.
        try? await clock.sleep(for: delay)
      }
      group.addTask { await self.nextSignal() }
      await group.next()
      group.cancelAll()
      self.cancelWaiter()
    }
  }

  private func nextSignal() async {
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let resumeNow: Bool = lock.withLock {
          if isSignalled || Task.isCancelled {
            isSignalled = false
            return true
          }
          waiter = continuation
          return false
        }
        if resumeNow { continuation.resume() }
      }
    } onCancel: {
      cancelWaiter()
    }
  }

  private func cancelWaiter() {
    let waiting = lock.withLock {
      defer { waiter = nil }
      return waiter
    }
    waiting?.resume()
  }
}
