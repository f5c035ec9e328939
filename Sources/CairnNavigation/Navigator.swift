/// Holds the navigation model of one app, the content of its screens, and its running flows.
///
/// Coordinators change the model through their ``Router``; a front end draws ``state`` and
/// reports what the user did with ``perform(_:)``. After every change the navigator finishes,
/// as cancelled, each flow whose last screen went away, so flows the user left are released.
@MainActor
public final class Navigator {
  /// The current navigation model.
  public private(set) var state: NavigationState

  private var contents: [ScreenID: AnyObject] = [:]
  private var flows: [FlowID: WeakCoordinator] = [:]
  private var roots: [FlowID: Coordinator] = [:]
  private var dialogReplies: [ModalID: (Int?) -> Void] = [:]
  private var observers: [Observer] = []
  private var ownedScreenCounts: [FlowID: Int] = [:]
  private var lastNumber = 0

  /// Creates a navigator whose model has the given tabs (one untitled `main` tab by default).
  public init(tabs: [NavigationTab] = [NavigationTab(id: .main, title: "")]) {
    state = NavigationState(tabs: tabs)
  }

  /// A router on a stack that belongs to no flow, for starting root coordinators.
  public func router(on location: StackLocation = .tab(.main)) -> Router {
    Router(navigator: self, location: location, owner: nil)
  }

  /// Starts a root coordinator (normally the AppCoordinator). The navigator keeps it alive
  /// until it finishes.
  public func start(_ root: Coordinator) {
    guard !root.isStarted else { return }
    roots[root.id] = root
    register(root)
    root.begin()
  }

  // MARK: Reading

  /// The content (normally the view model) shown by a screen, while the screen exists.
  public func content(of screen: ScreenID) -> AnyObject? {
    contents[screen]
  }

  /// The content of a screen, cast to the type the caller expects.
  public func content<Content>(of screen: ScreenID, as type: Content.Type) -> Content? {
    contents[screen] as? Content
  }

  /// The running coordinator with this id.
  public func coordinator(_ id: FlowID) -> Coordinator? {
    flows[id]?.coordinator
  }

  /// Every running flow's coordinator, in start order.
  public var runningFlows: [Coordinator] {
    flows.keys.sorted { $0.rawValue < $1.rawValue }.compactMap { flows[$0]?.coordinator }
  }

  // MARK: Observing

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

  // MARK: Internals used by Router, Coordinator and user actions

  func makeScreenID() -> ScreenID {
    lastNumber += 1
    return ScreenID(lastNumber)
  }

  func makeModalID() -> ModalID {
    lastNumber += 1
    return ModalID(lastNumber)
  }

  func makeFlowID() -> FlowID {
    lastNumber += 1
    return FlowID(lastNumber)
  }

  func setContent(_ content: AnyObject, for screen: ScreenID) {
    contents[screen] = content
  }

  func setDialogReply(_ reply: @escaping (Int?) -> Void, for modal: ModalID) {
    dialogReplies[modal] = reply
  }

  /// Answers a dialog before it is removed, so its awaiting caller gets the choice.
  func answerDialog(_ modal: ModalID, with choice: Int?) {
    dialogReplies.removeValue(forKey: modal)?(choice)
  }

  func register(_ coordinator: Coordinator) {
    flows[coordinator.id] = WeakCoordinator(coordinator)
    emit(.flowStarted(coordinator.id, name: coordinator.name))
  }

  func unregister(_ coordinator: Coordinator) {
    flows[coordinator.id] = nil
    roots[coordinator.id] = nil
    emit(
      .flowFinished(coordinator.id, name: coordinator.name, isCancelled: coordinator.isCancelled))
  }

  /// Applies one change to the model, then settles. The change reports what it did as events;
  /// settling works from those alone (cost proportional to the change, not to the model): it
  /// drops the content of removed screens, answers removed dialogs with "no choice", publishes
  /// the events, and finishes flows that lost their last screen.
  func update(_ change: (inout NavigationState, inout [NavigationEvent]) -> Void) {
    var events: [NavigationEvent] = []
    change(&state, &events)
    settle(events)
  }

  private func settle(_ events: [NavigationEvent]) {
    var losers: [FlowID] = []
    func count(_ screen: Screen, _ delta: Int) {
      guard let owner = screen.owner else { return }
      let count = (ownedScreenCounts[owner] ?? 0) + delta
      ownedScreenCounts[owner] = count > 0 ? count : nil
      if delta < 0 { losers.append(owner) }
    }
    for event in events {
      switch event {
      case .pushed(let screen, _):
        count(screen, 1)
      case .presented(let modal):
        for screen in modal.stack { count(screen, 1) }
      case .popped(let screen, _):
        contents[screen.id] = nil
        count(screen, -1)
      case .dismissed(let modal):
        answerDialog(modal.id, with: nil)
        for screen in modal.stack {
          contents[screen.id] = nil
          count(screen, -1)
        }
      case .tabSelected, .retitled, .flowStarted, .flowFinished:
        break
      }
    }
    for event in events { emit(event) }
    finishOrphans(Set(losers.filter { ownedScreenCounts[$0] == nil }))
  }

  private func finishOrphans(_ orphans: Set<FlowID>) {
    guard !orphans.isEmpty else { return }
    let coordinators = orphans.compactMap { flows[$0]?.coordinator }
      .sorted { $0.depth > $1.depth }
    for coordinator in coordinators where !coordinator.isFinished {
      coordinator.end(isCancelled: true)
    }
  }

  private func emit(_ event: NavigationEvent) {
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
private struct Observer {
  let key: Int
  weak var token: NavigationObservation?
  let handler: @MainActor (NavigationEvent) -> Void
}

/// The navigator holds flows weakly: parents own children, the navigator only finds them.
private struct WeakCoordinator {
  weak var coordinator: Coordinator?

  init(_ coordinator: Coordinator) {
    self.coordinator = coordinator
  }
}
