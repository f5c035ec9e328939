/// Lets a test wait, without sleeping, for a task to start waiting and then to be cancelled.
actor CancellationProbe {
  private var isWaiting = false
  private var cancelled = false
  private var waitingWaiters: [CheckedContinuation<Void, Never>] = []
  private var resultWaiters: [CheckedContinuation<Bool, Never>] = []
  private var blocker: CheckedContinuation<Void, Never>?

  /// Blocks until the calling task is cancelled.
  func waitForCancellation() async {
    isWaiting = true
    for waiter in waitingWaiters { waiter.resume() }
    waitingWaiters = []
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        if Task.isCancelled { continuation.resume() } else { blocker = continuation }
      }
    } onCancel: {
      Task { await self.unblock() }
    }
    cancelled = Task.isCancelled
    for waiter in resultWaiters { waiter.resume(returning: cancelled) }
    resultWaiters = []
  }

  private func unblock() {
    blocker?.resume()
    blocker = nil
  }

  /// Returns once `waitForCancellation()` is running.
  func waitUntilWaiting() async {
    if isWaiting { return }
    await withCheckedContinuation { waitingWaiters.append($0) }
  }

  /// Returns true once the waiting task has been cancelled.
  func wasCancelled() async -> Bool {
    if cancelled { return true }
    return await withCheckedContinuation { resultWaiters.append($0) }
  }
}
