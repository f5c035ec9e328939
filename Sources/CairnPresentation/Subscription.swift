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

/// The observers of one relay. An observer whose token was released is dropped at the next
/// delivery, so nothing needs a `deinit` on the main actor.
@MainActor
final class ObserverList<Element> {
  private struct Entry {
    weak var token: Subscription?
    let handler: @MainActor (Element) -> Void
  }

  private var entries: [Int: Entry] = [:]
  private var lastKey = 0
  private var isDelivering = false

  var count: Int { entries.values.filter { $0.token != nil }.count }

  func add(_ handler: @escaping @MainActor (Element) -> Void) -> Subscription {
    lastKey += 1
    let key = lastKey
    let token = Subscription { [weak self] in self?.entries[key] = nil }
    entries[key] = Entry(token: token, handler: handler)
    return token
  }

  func deliver(_ element: Element) {
    for key in entries.keys.sorted() {
      guard let entry = entries[key] else { continue }
      guard entry.token != nil else {
        entries[key] = nil
        continue
      }
      entry.handler(element)
    }
  }
}
