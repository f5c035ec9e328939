import ExampleSupport

/// Counts the connections a server is serving and admits new ones up to a cap
/// (``ServerLimits/maxConnections``).
public final class ConnectionGate: Sendable {
  private let cap: Int
  private let state = Locked(0)

  /// A gate that admits up to `cap` connections at once.
  public init(cap: Int) {
    self.cap = cap
  }

  /// The connections admitted and not yet closed.
  public var open: Int {
    state.withLock { $0 }
  }

  /// Admits one more connection if there is room; `false` when the server is full.
  func admit() -> Bool {
    state.withLock { open in
      guard open < cap else { return false }
      open += 1
      return true
    }
  }

  /// Gives back the place of an admitted connection that closed.
  func release() {
    state.withLock { $0 -= 1 }
  }
}
