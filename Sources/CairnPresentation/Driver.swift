/// A read-only piece of state: it always has a value, replays the latest one to each new
/// observer, and delivers on the main actor (like RxCocoa's `Driver` over a `BehaviorRelay`).
@MainActor
public struct Driver<Value> {
  private let read: @MainActor () -> Value
  private let subscribe: @MainActor (@escaping @MainActor (Value) -> Void) -> Subscription

  /// Makes a driver from a reader of the current value and a subscribe function for changes.
  nonisolated public init(
    value: @escaping @MainActor () -> Value,
    changes: @escaping @MainActor (@escaping @MainActor (Value) -> Void) -> Subscription
  ) {
    self.read = value
    self.subscribe = changes
  }

  /// A driver that always holds `value`.
  public static func just(_ value: Value) -> Driver<Value> {
    Driver(value: { value }, changes: { _ in Subscription() })
  }

  /// The current value.
  public var value: Value { read() }

  /// Calls `handler` with the current value now, then with every change, until the returned
  /// subscription ends.
  public func observe(_ handler: @escaping @MainActor (Value) -> Void) -> Subscription {
    let subscription = subscribe(handler)
    handler(read())
    return subscription
  }

  /// Later changes only, as a signal.
  public var changes: Signal<Value> {
    Signal(subscribe: subscribe)
  }

  /// A driver of the transformed value.
  public func map<T>(_ transform: @escaping @MainActor (Value) -> T) -> Driver<T> {
    let source = self
    return Driver<T>(
      value: { transform(source.read()) },
      changes: { handler in source.subscribe { handler(transform($0)) } })
  }
}

extension Driver where Value: Sendable {
  /// The first value, current one included, that satisfies `predicate`; `nil` on cancellation.
  /// Tests use it to await an output without sleeping.
  public func first(where predicate: @escaping @MainActor (Value) -> Bool) async -> Value? {
    await waitForValue(from: self.observe, where: predicate)
  }

  /// The current value, then every change, as an `AsyncStream`.
  public var values: AsyncStream<Value> {
    makeStream(from: self.observe)
  }
}
