/// A source of one-shot events that the owner sends and others observe through ``signal``.
/// Nothing is replayed to a late observer.
@MainActor
public final class PublishRelay<Element> {
  private let observers = ObserverList<Element>()

  /// Creates a relay with no observers.
  public init() {}

  /// Delivers `element` to every current observer, synchronously, in subscription order.
  public func send(_ element: Element) {
    observers.deliver(element)
  }

  /// The read-only view to hand out.
  public var signal: Signal<Element> {
    let observers = self.observers
    return Signal { observers.add($0) }
  }

  /// How many observers are subscribed.
  public var observerCount: Int { observers.count }
}

extension PublishRelay where Element == Void {
  /// Sends an event that carries nothing (a tap).
  public func send() {
    send(())
  }
}

/// A piece of state that the owner sets and others observe through ``driver``; each new
/// observer gets the latest value first.
@MainActor
public final class BehaviorRelay<Value> {
  private let observers = ObserverList<Value>()
  private let storage: ValueBox<Value>

  /// Creates a relay holding `value`.
  public init(_ value: Value) {
    storage = ValueBox(value)
  }

  /// The latest value; setting it delivers it to every observer.
  public var value: Value {
    get { storage.value }
    set {
      storage.value = newValue
      observers.deliver(newValue)
    }
  }

  /// Sets the value (RxRelay's spelling).
  public func accept(_ value: Value) {
    self.value = value
  }

  /// The read-only view to hand out.
  public var driver: Driver<Value> {
    let storage = self.storage
    let observers = self.observers
    return Driver(value: { storage.value }, changes: { observers.add($0) })
  }

  /// How many observers are subscribed.
  public var observerCount: Int { observers.count }
}

extension BehaviorRelay where Value: Equatable {
  /// Sets the value only when it differs, so observers are not told of non-changes.
  public func acceptIfChanged(_ value: Value) {
    if self.value != value { self.value = value }
  }
}

/// Lets a driver read the latest value without keeping its relay alive.
@MainActor
final class ValueBox<Value> {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}
