import Foundation

/// Holds callers until it is opened: what makes the OpenAI stand-in answer too late for a
/// client's timeout, and lets the test release the held requests before the server stops.
public final class Gate: @unchecked Sendable {
  // @unchecked Sendable: every stored property is guarded by `lock`.
  private let lock = NSLock()
  private var isOpen = false
  private var waiters: [CheckedContinuation<Void, Never>] = []
  private var arrivals = 0

  /// A closed gate.
  public init() {}

  /// How many callers have reached the gate.
  public var arrivalCount: Int { lock.withLock { arrivals } }

  /// Suspends until the gate is open.
  public func pass() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let passNow = lock.withLock {
        arrivals += 1
        if isOpen { return true }
        waiters.append(continuation)
        return false
      }
      if passNow { continuation.resume() }
    }
  }

  /// Lets every held and later caller through.
  public func open() {
    let held = lock.withLock {
      isOpen = true
      defer { waiters = [] }
      return waiters
    }
    for waiter in held { waiter.resume() }
  }
}
