import Foundation

/// The first of several racers' values: later offers are ignored, and losing racers are
/// neither cancelled nor awaited by it.
final class FirstOutcome<Value: Sendable>: @unchecked Sendable {
  // @unchecked Sendable: `outcome` and `waiter` are only touched while holding `lock`.
  private let lock = NSLock()
  private var outcome: Value?
  private var waiter: CheckedContinuation<Value, Never>?

  /// Offers a value; only the first one counts.
  func offer(_ value: Value) {
    let waiting: CheckedContinuation<Value, Never>? = lock.withLock {
      guard outcome == nil else { return nil }
      outcome = value
      defer { waiter = nil }
      return waiter
    }
    waiting?.resume(returning: value)
  }

  /// The first value offered, once there is one (one waiter at a time).
  var value: Value {
    get async {
      await withCheckedContinuation { continuation in
        let decided: Value? = lock.withLock {
          if outcome == nil { waiter = continuation }
          return outcome
        }
        if let decided { continuation.resume(returning: decided) }
      }
    }
  }
}
