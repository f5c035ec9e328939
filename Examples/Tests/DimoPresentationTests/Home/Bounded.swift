import CairnTesting
import Testing

/// Awaits `operation` (an output's first matching value) for at most `limit` (30 s unless
/// given: a guard against a hang, not a speed check); on time-out the test fails with
/// `description` and nil comes back, so no wait on the server can hang a test.
///
/// Call it outside `#expect` and `#require` (see `MacroFreeExpectations.swift` in
/// DimoTestSupport): a closure written inside those macros may share its body with a later
/// closure of the same type, and the wait then checks the wrong condition.
@MainActor
func bounded<Value: Sendable>(
  _ description: String, limit: Duration = WaitLimit.standard,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ operation: @escaping @MainActor () async -> Value?
) async -> Value? {
  let work = Task { @MainActor in await operation() }
  let timer = Task {
    // The bound of the wait, not a wait for something: cancelling makes `first` return nil.
    try? await Task.sleep(for: limit)
    work.cancel()
  }
  let value = await work.value
  timer.cancel()
  if value == nil {
    Issue.record("waited \(limit) for \(description)", sourceLocation: sourceLocation)
  }
  return value
}
