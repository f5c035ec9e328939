/// A coordinator whose flow ends with a typed result, which its parent can await:
///
///     let outcome = await run(TodoDetailCoordinator(router: router, todo: nil))
///     if case .finished(let saved) = outcome { ... }
///
/// Finish it with ``finish(with:)``. If the user backs out, or ``cancel()`` is called, the
/// parent gets ``FlowOutcome/cancelled`` — unless the flow already did its work and kept its
/// result with ``keepResult(_:)`` (a vote cast, then a result screen the user leaves by back).
@MainActor
open class FlowCoordinator<Result: Sendable>: Coordinator {
  /// The result, once the flow has finished with one.
  public private(set) var result: Result?

  /// Finishes the flow with `result`; does nothing when it has already finished.
  public func finish(with result: Result) {
    guard !isFinished else { return }
    self.result = result
    finish()
  }

  /// Keeps `result` as the flow's result while the flow goes on showing its screens: however
  /// it ends from now on — ``finish()``, ``cancel()``, or the user leaving its screens — it
  /// ends finished with the latest kept result. Use it once the flow's work is done and
  /// cannot be undone, so that its parent learns of it even when the user backs out.
  public func keepResult(_ result: Result) {
    guard !isFinished else { return }
    self.result = result
  }

  override var hasKeptResult: Bool { result != nil }

  /// How the flow ended, or `nil` while it runs. A `Void` flow ended by ``finish()`` counts
  /// as finished.
  public var outcome: FlowOutcome<Result>? {
    guard isFinished else { return nil }
    if isCancelled { return .cancelled }
    if let result { return .finished(result) }
    if let void = () as? Result { return .finished(void) }
    return .cancelled
  }
}

extension Coordinator {
  /// Starts a child flow now and calls `onFinish` with its typed outcome when it ends. Unlike
  /// ``run(_:)``, the child's first screen is shown before this returns.
  public func startChild<Result>(
    _ child: FlowCoordinator<Result>,
    onFinish: @escaping @MainActor (FlowOutcome<Result>) -> Void
  ) {
    guard !isFinished, !child.isStarted else { return }
    child.whenEnded { onFinish(child.outcome ?? .cancelled) }
    startChild(child)
  }

  /// Starts a child flow and waits until it ends, returning its result or
  /// ``FlowOutcome/cancelled``. Cancelling the waiting task cancels the child.
  public func run<Result>(_ child: FlowCoordinator<Result>) async -> FlowOutcome<Result> {
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        guard !isFinished, !child.isStarted else {
          continuation.resume(returning: child.outcome ?? .cancelled)
          return
        }
        child.whenEnded { continuation.resume(returning: child.outcome ?? .cancelled) }
        startChild(child)
        if Task.isCancelled { child.cancel() }
      }
    } onCancel: {
      Task { @MainActor in child.cancel() }
    }
  }
}
