/// Keeps an observation alive. It ends when ``cancel()`` is called or the token is released,
/// so an observer stored in a view model's ``TaskBag`` lives exactly as long as the view model.
@MainActor
public final class Subscription {
  private var onCancel: (() -> Void)?

  init(onCancel: (() -> Void)? = nil) {
    self.onCancel = onCancel
  }

  /// Ends the observation now; calling it again does nothing.
  public func cancel() {
    onCancel?()
    onCancel = nil
  }

  /// Keeps this subscription until `bag` is released.
  public func store(in bag: TaskBag) {
    bag.insert(self)
  }
}

/// The observers of one relay, in subscription order. An observer whose token was released is
/// skipped and dropped after the delivery, so nothing needs a `deinit` on the main actor.
@MainActor
final class ObserverList<Element> {
  private struct Entry {
    let key: Int
    weak var token: Subscription?
    let handler: @MainActor (Element) -> Void
  }

  private var entries: [Entry] = []
  private var lastKey = 0

  var count: Int { entries.count { $0.token != nil } }

  func add(_ handler: @escaping @MainActor (Element) -> Void) -> Subscription {
    lastKey += 1
    let key = lastKey
    let token = Subscription { [weak self] in self?.entries.removeAll { $0.key == key } }
    entries.append(Entry(key: key, token: token, handler: handler))
    return token
  }

  func deliver(_ element: Element) {
    var hasReleasedTokens = false
    for entry in entries {
      guard entry.token != nil else {
        hasReleasedTokens = true
        continue
      }
      entry.handler(element)
    }
    if hasReleasedTokens { entries.removeAll { $0.token == nil } }
  }
}
