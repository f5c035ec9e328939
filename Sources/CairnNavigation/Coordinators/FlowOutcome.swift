/// How a child flow ended: with its value, or cancelled because the user backed out (or its
/// parent finished first).
public enum FlowOutcome<Value: Sendable>: Sendable {
  /// The flow finished with a value.
  case finished(Value)
  /// The flow ended without a value.
  case cancelled

  /// The value, when the flow finished with one.
  public var value: Value? {
    if case .finished(let value) = self { return value }
    return nil
  }

  /// True when the flow was cancelled.
  public var isCancelled: Bool { value == nil }
}

extension FlowOutcome: Equatable where Value: Equatable {}
