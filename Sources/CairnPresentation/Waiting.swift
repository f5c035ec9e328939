/// Resumes a continuation at most once and ends the subscription that fed it.
@MainActor
private final class OneShot<Value: Sendable> {
  var continuation: CheckedContinuation<Value?, Never>?
  var subscription: Subscription?

  func resume(_ value: Value?) {
    guard let continuation else { return }
    self.continuation = nil
    subscription?.cancel()
    subscription = nil
    continuation.resume(returning: value)
  }
}

/// Waits for the first value from `subscribe` that satisfies `predicate`; `nil` on cancellation.
@MainActor
func waitForValue<Value: Sendable>(
  from subscribe: @MainActor (@escaping @MainActor (Value) -> Void) -> Subscription,
  where predicate: @escaping @MainActor (Value) -> Bool
) async -> Value? {
  let oneShot = OneShot<Value>()
  return await withTaskCancellationHandler {
    await withCheckedContinuation { continuation in
      oneShot.continuation = continuation
      guard !Task.isCancelled else {
        oneShot.resume(nil)
        return
      }
      let subscription = subscribe { value in
        if predicate(value) { oneShot.resume(value) }
      }
      if oneShot.continuation == nil {
        subscription.cancel()
      } else {
        oneShot.subscription = subscription
      }
    }
  } onCancel: {
    Task { @MainActor in oneShot.resume(nil) }
  }
}

/// Bridges a subscription to an `AsyncStream` that ends the subscription when iteration stops.
@MainActor
func makeStream<Value: Sendable>(
  from subscribe: @MainActor (@escaping @MainActor (Value) -> Void) -> Subscription
) -> AsyncStream<Value> {
  let (stream, continuation) = AsyncStream<Value>.makeStream()
  let subscription = subscribe { continuation.yield($0) }
  continuation.onTermination = { _ in
    Task { @MainActor in subscription.cancel() }
  }
  return stream
}
