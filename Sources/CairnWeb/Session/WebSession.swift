import CairnNavigation
import Foundation

/// One browser tab's instance of an app: its navigator, coordinators and view models, the web
/// view of each screen, and the page the browser shows.
///
/// A change — a view model's output, a navigation step — schedules one render for the next
/// turn of the main actor; the render diffs the new page with the one the browser has and
/// sends only the operations (``NodeDiff``), with the events they answer and how the address
/// should follow (``AddressChange``). Nothing here knows sockets: a transport sets ``send``
/// while a socket is open and hands what arrives to ``handle(_:)``.
@MainActor
public final class WebSession {
  /// The session's unguessable id, which the page carries.
  public let id: String
  /// The browser (cookie) the session belongs to: another browser cannot use it.
  public let browser: String
  /// The app.
  public let app: any WebApp
  /// The app's running instance.
  public let run: WebAppRun
  /// Where messages for the browser go while a socket is open; nil meanwhile.
  public var send: ((ServerMessage) -> Void)? {
    didSet { lastActivity = .now }
  }
  /// When the browser was last heard from or sent to.
  public private(set) var lastActivity = ContinuousClock.now

  let configuration: WebSessionConfiguration
  private lazy var screens = ScreenViewCache(session: self)
  private var observation: NavigationObservation?
  /// The page the browser has, with full keys.
  private var shownPage: Node?
  private var toasts: [WebToast] = []
  private var lastToastID = 0
  private var isHelpShown = false
  private var acknowledged = 0
  private var isRenderScheduled = false
  private var history: AddressHistory

  /// A session running `run` of `app`, for `browser`.
  public init(
    id: String, browser: String, app: any WebApp, run: WebAppRun,
    configuration: WebSessionConfiguration = WebSessionConfiguration()
  ) {
    self.id = id
    self.browser = browser
    self.app = app
    self.run = run
    self.configuration = configuration
    history = AddressHistory(address: WebAddress.address(of: run.navigator, host: app.linkHost))
    observation = run.navigator.observe { [weak self] _ in self?.setNeedsRender() }
  }

  /// A page opened its socket: messages go to `send` from now on, and the page's history entry
  /// is `historyIndex`.
  public func attach(send: @escaping (ServerMessage) -> Void, historyIndex: Int) {
    self.send = send
    history.moved(to: historyIndex, address: history.address, depth: depth)
  }

  /// Ends the app's instance.
  public func stop() {
    observation?.cancel()
    send = nil
    run.stop()
  }

  /// The navigator of the session's instance.
  public var navigator: Navigator { run.navigator }

  /// The address of what the session shows now (`/todo/<id>`).
  public var address: String { history.address }

  // MARK: - The page

  /// The whole page body as HTML, which the browser now has (the first answer, or a rejoin).
  public func pageHTML() -> String {
    let page = render()
    shownPage = page
    history.settle(WebAddress.address(of: navigator, host: app.linkHost), depth: depth)
    return page.html
  }

  /// The title of the page: the screen's, then the app's.
  public var pageTitle: String {
    let screen = navigator.state.focusedScreen?.title ?? ""
    return screen.isEmpty ? app.title : "\(screen) – \(app.title)"
  }

  /// Asks for a render at the next turn of the main actor; many asks make one render.
  public func setNeedsRender() {
    guard !isRenderScheduled else { return }
    isRenderScheduled = true
    Task { @MainActor [weak self] in self?.flush() }
  }

  /// Renders now and sends what changed, if a socket is open.
  public func flush() {
    isRenderScheduled = false
    guard let send, let before = shownPage else { return }
    let page = render()
    let operations = NodeDiff.operations(from: before, to: page)
    shownPage = page
    let change = history.follow(WebAddress.address(of: navigator, host: app.linkHost), depth: depth)
    guard !operations.isEmpty || change != nil || acknowledged > sentAcknowledgement else { return }
    sentAcknowledgement = acknowledged
    lastActivity = .now
    send(
      .patch(
        operations: operations, acknowledged: acknowledged, address: change,
        title: change == nil ? nil : pageTitle))
  }

  private var sentAcknowledgement = 0

  /// The page as the browser should have it now.
  private func render() -> Node {
    screens.prune(keeping: navigator.state)
    let renderer = PageRenderer(
      strings: app.strings, context: screens.chromeContext,
      view: { [screens] screen in screens.view(for: screen) },
      body: { [screens] screen, key in screens.body(for: screen, under: key) })
    return renderer.render(navigator.state, toasts: toasts, isHelpShown: isHelpShown)
  }

  /// How deep the model is: the screens of the visible stack and the modals above them.
  private var depth: Int {
    let state = navigator.state
    let tabDepth = state.tabs.first { $0.id == state.selectedTab }?.stack.count ?? 0
    return tabDepth + state.modals.reduce(0) { $0 + max(1, $1.stack.count) }
  }

  // MARK: - Toasts

  /// Shows `message` at the bottom of the page for ``WebSessionConfiguration/toastDuration``.
  public func showToast(_ message: String, kind: WebToastKind) {
    lastToastID += 1
    let toast = WebToast(id: lastToastID, message: message, kind: kind)
    toasts.append(toast)
    setNeedsRender()
    let sleep = configuration.sleep
    let duration = configuration.toastDuration
    Task { @MainActor [weak self] in
      try? await sleep(duration)
      self?.toasts.removeAll { $0.id == toast.id }
      self?.setNeedsRender()
    }
  }

  // MARK: - What the browser sends

  /// Handles a message from the browser (a join is the transport's: see ``WebSessionStore``).
  public func handle(_ message: ClientMessage) async {
    lastActivity = .now
    switch message {
    case .join:
      return
    case .event(let sequence, let screen, let event):
      handle(event, screen: screen)
      acknowledge(sequence)
    case .key(let sequence, let key):
      handle(key)
      acknowledge(sequence)
    case .history(let sequence, let address, let index):
      await followHistory(to: address, index: index)
      acknowledge(sequence)
    }
  }

  private func acknowledge(_ sequence: Int) {
    acknowledged = max(acknowledged, sequence)
    setNeedsRender()
  }

  private func handle(_ event: WebEvent, screen: Int?) {
    if let chrome = ChromeAction(rawValue: event.action) {
      handleChrome(chrome, value: event.value)
      return
    }
    // An event for a screen the model no longer shows (a late click) is dropped.
    guard let screen, let id = navigator.state.allScreenIDs.first(where: { $0.rawValue == screen }),
      let view = screens.existingView(for: id), let context = screens.context(for: id)
    else { return }
    _ = view.handle(event, context: context)
  }

  private func handleChrome(_ action: ChromeAction, value: String?) {
    switch action {
    case .back:
      goBack()
    case .selectTab:
      guard let value else { return }
      navigator.perform(.selectTab(TabID(value)))
    case .chooseDialogButton:
      let parts = value?.split(separator: ":").compactMap { Int($0) } ?? []
      // Only the dialog on top, and only if it is still the one the button belonged to.
      guard parts.count == 2, navigator.state.topDialog?.id.rawValue == parts[0] else { return }
      navigator.perform(.chooseDialogButton(parts[1]))
    case .dismiss:
      // A backdrop click is a swipe-dismiss of the modal on top: the whole sheet goes, whatever
      // it pushed. A late one ends only the modal it was meant for, and only while on top.
      guard let id = value.flatMap(Int.init), navigator.state.modals.last?.id.rawValue == id
      else { return }
      navigator.perform(.didDismiss(ModalID(id)))
    case .selectPage:
      guard let page = value.flatMap(Int.init) else { return }
      navigator.perform(.selectPage(page))
    case .closeHelp:
      isHelpShown = false
      setNeedsRender()
    }
  }

  private func handle(_ key: WebKey) {
    if isHelpShown, key.name == "Escape" || key.name == "?" {
      isHelpShown = false
      setNeedsRender()
      return
    }
    if !key.isControl, key.name == "?" {
      isHelpShown = true
      setNeedsRender()
      return
    }
    let state = navigator.state
    if state.modals.last?.dialog != nil {
      // A dialog takes only Esc (its buttons are the page's own, focused in turn by Tab).
      if key.name == "Escape" { navigator.perform(.back) }
      return
    }
    if let screen = state.focusedScreen, let view = screens.existingView(for: screen.id),
      let context = screens.context(for: screen.id), view.handle(key: key, context: context)
    {
      return
    }
    if key.name == "Escape" {
      goBack()
    } else if !key.isControl, key.name.count == 1, let number = Int(key.name), number >= 1,
      number <= state.tabs.count, state.modals.isEmpty
    {
      navigator.perform(.selectTab(state.tabs[number - 1].id))
    }
  }

  /// Back, unless the screen on top handles it itself (a form asking first).
  private func goBack() {
    if navigator.state.topDialog == nil, let screen = navigator.state.focusedScreen,
      let view = screens.existingView(for: screen.id),
      let context = screens.context(for: screen.id),
      view.handleBack(context: context)
    {
      return
    }
    navigator.perform(.back)
  }

  /// The browser's back or forward button: one entry back is the user's back; any other
  /// entry is opened through the app's deep links.
  private func followHistory(to address: String, index: Int) async {
    defer { history.moved(to: index, address: address, depth: depth) }
    if index == history.index - 1 {
      goBack()
      return
    }
    await WebAddress.open(address, host: app.linkHost, on: navigator, with: run.open)
  }
}

/// Settings of a ``WebSession``.
public struct WebSessionConfiguration: Sendable {
  /// How long a toast shows.
  public var toastDuration: Duration
  /// Waits for a duration: the real clock in apps, a manual one in tests.
  public var sleep: @Sendable (Duration) async throws -> Void

  /// Settings: toasts for 3 s on the real clock unless given otherwise.
  public init(
    toastDuration: Duration = .seconds(3),
    sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
  ) {
    self.toastDuration = toastDuration
    self.sleep = sleep
  }
}

extension NavigationState {
  /// The id of every screen in the model, pages included.
  var allScreenIDs: [ScreenID] {
    allScreens.flatMap(\.withPages).map(\.id)
  }
}
