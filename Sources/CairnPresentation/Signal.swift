/// A read-only stream of one-shot events, multicast to every observer and delivered on the
/// main actor. A new observer does not get earlier events (like RxRelay's `PublishRelay`).
///
/// View-model inputs are signals the screen feeds; one-shot outputs (show an error, close the
/// screen) are signals the screen reacts to.
@MainActor
public struct Signal<Element> {
  private let subscribe: @MainActor (@escaping @MainActor (Element) -> Void) -> Subscription

  /// Makes a signal from a subscribe function; relays and operators use this.
  nonisolated public init(
    subscribe: @escaping @MainActor (@escaping @MainActor (Element) -> Void) -> Subscription
  ) {
    self.subscribe = subscribe
  }

  /// Calls `handler` with every later event until the returned subscription ends.
  public func observe(_ handler: @escaping @MainActor (Element) -> Void) -> Subscription {
    subscribe(handler)
  }

  /// A signal that never fires, for inputs a screen does not use.
  nonisolated public static var never: Signal<Element> {
    Signal { _ in Subscription() }
  }

  /// A signal of transformed events.
  public func map<T>(_ transform: @escaping @MainActor (Element) -> T) -> Signal<T> {
    let source = self
    return Signal<T> { handler in source.observe { handler(transform($0)) } }
  }

  /// A signal of the events that pass `isIncluded`.
  public func filter(_ isIncluded: @escaping @MainActor (Element) -> Bool) -> Signal<Element> {
    let source = self
    return Signal { handler in source.observe { if isIncluded($0) { handler($0) } } }
  }

  /// A signal of the non-nil transformed events.
  public func compactMap<T>(_ transform: @escaping @MainActor (Element) -> T?) -> Signal<T> {
    let source = self
    return Signal<T> { handler in source.observe { if let value = transform($0) { handler(value) } }
    }
  }

  /// One signal carrying the events of all of `signals`.
  public static func merge(_ signals: Signal<Element>...) -> Signal<Element> {
    Signal { handler in
      let subscriptions = signals.map { $0.observe(handler) }
      return Subscription {
        for subscription in subscriptions { subscription.cancel() }
      }
    }
  }
}

extension Signal where Element: Sendable {
  /// The next event, or `nil` if the waiting task is cancelled first.
  public func next() async -> Element? {
    await waitForValue(from: self.observe) { _ in true }
  }

  /// The first later event that satisfies `predicate`, or `nil` on cancellation.
  public func first(where predicate: @escaping @MainActor (Element) -> Bool) async -> Element? {
    await waitForValue(from: self.observe, where: predicate)
  }

  /// Every later event as an `AsyncStream`; the subscription ends when iteration stops.
  public var values: AsyncStream<Element> {
    makeStream(from: self.observe)
  }
}
