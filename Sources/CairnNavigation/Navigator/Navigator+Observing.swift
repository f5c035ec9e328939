/// Who hears of every change: observers called synchronously, and async streams.
extension Navigator {
  /// Calls `handler` with each event, synchronously, until the returned token is cancelled or
  /// released.
  public func observe(_ handler: @escaping @MainActor (NavigationEvent) -> Void)
    -> NavigationObservation
  {
    lastNumber += 1
    let key = lastNumber
    let token = NavigationObservation { [weak self] in self?.observers.removeAll { $0.key == key } }
    observers.append(Observer(key: key, token: token, handler: handler))
    return token
  }

  /// A new stream of every event from now on. Each call makes an independent subscriber; the
  /// subscription ends when the consuming task stops iterating.
  public var events: AsyncStream<NavigationEvent> {
    let (stream, continuation) = AsyncStream<NavigationEvent>.makeStream()
    let token = observe { continuation.yield($0) }
    continuation.onTermination = { _ in
      Task { @MainActor in token.cancel() }
    }
    return stream
  }

  func emit(_ event: NavigationEvent) {
    var hasReleasedTokens = false
    for observer in observers {
      guard observer.token != nil else {
        hasReleasedTokens = true
        continue
      }
      observer.handler(event)
    }
    if hasReleasedTokens { observers.removeAll { $0.token == nil } }
  }
}

/// Keeps a subscription to navigation events alive: it ends when the token is cancelled or
/// released.
@MainActor
public final class NavigationObservation {
  private var onCancel: (() -> Void)?

  init(onCancel: @escaping () -> Void) {
    self.onCancel = onCancel
  }

  /// Stops the subscription now; calling it again does nothing.
  public func cancel() {
    onCancel?()
    onCancel = nil
  }
}

/// An observer is dropped at the next event once its token has been released.
struct Observer {
  let key: Int
  weak var token: NavigationObservation?
  let handler: @MainActor (NavigationEvent) -> Void
}
