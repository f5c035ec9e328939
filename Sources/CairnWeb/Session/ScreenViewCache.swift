import CairnNavigation

/// The web view of each screen of a session, made on first sight from the app's registry, with
/// the screen's last rendered content, its keys full: a screen that did not ask to be rendered
/// again is not (a buried screen of a long stack costs nothing per render, and its content is
/// the same storage as in the page the browser has, which the diff then skips at once).
@MainActor
final class ScreenViewCache {
  /// One screen's view, its context and its last content with the key it is qualified under.
  private struct Record {
    let view: any WebScreen
    let context: ScreenContext
    /// The content with full keys; nil until rendered, and once the screen asks again.
    var body: Node?
    /// The key the content is qualified under.
    var key: String?
    /// What the last qualification of the content made, which the next one reuses.
    var qualified = KeyPaths.Qualified()
  }

  private unowned let session: WebSession
  private var records: [ScreenID: Record] = [:]
  private var missing: Set<ScreenID> = []
  /// The context of the chrome, for the page renderer.
  private(set) lazy var chromeContext = ScreenContext(session: session, screen: nil, cache: self)

  init(session: WebSession) {
    self.session = session
  }

  /// The view of `screen`, made now if it has none yet; nil when the app registered no view
  /// for its content.
  func view(for screen: Screen) -> (any WebScreen)? {
    if let record = records[screen.id] { return record.view }
    guard !missing.contains(screen.id), let content = session.navigator.content(of: screen.id)
    else { return nil }
    let context = ScreenContext(session: session, screen: screen.id, cache: self)
    guard let view = session.app.views.view(for: content, screen: screen, context: context) else {
      missing.insert(screen.id)
      return nil
    }
    records[screen.id] = Record(view: view, context: context, body: nil)
    return view
  }

  /// The view of a screen already shown.
  func existingView(for screen: ScreenID) -> (any WebScreen)? {
    records[screen]?.view
  }

  /// The context of a screen already shown.
  func context(for screen: ScreenID) -> ScreenContext? {
    records[screen]?.context
  }

  /// The content of `screen` with full keys under `key`: the last one, unless the screen
  /// asked to be rendered again.
  func body(for screen: Screen, under key: String) -> Node? {
    guard view(for: screen) != nil, var record = records[screen.id] else { return nil }
    if let body = record.body, record.key == key { return body }
    if record.key != key { record.qualified = KeyPaths.Qualified() }
    let body = KeyPaths.qualify(
      record.view.body(in: record.context), under: key, reusing: &record.qualified)
    record.body = body
    record.key = key
    records[screen.id] = record
    return body
  }

  /// Forgets the content of `screen`, which renders it again (its qualified parts are kept
  /// for the new content to reuse).
  func invalidate(_ screen: ScreenID) {
    records[screen]?.body = nil
  }

  /// Drops the views of screens that left the model.
  func prune(keeping state: NavigationState) {
    let live = Set(state.allScreenIDs)
    for id in records.keys where !live.contains(id) { records[id] = nil }
    missing = missing.filter(live.contains)
  }
}

/// What a screen's view sees of its session.
@MainActor
final class ScreenContext: WebContext {
  private unowned let session: WebSession
  private let screen: ScreenID?
  private unowned let cache: ScreenViewCache

  init(session: WebSession, screen: ScreenID?, cache: ScreenViewCache) {
    self.session = session
    self.screen = screen
    self.cache = cache
  }

  func setNeedsRender() {
    if let screen { cache.invalidate(screen) }
    session.setNeedsRender()
  }

  func showToast(_ message: String, kind: WebToastKind) {
    session.showToast(message, kind: kind)
  }

  var strings: WebStrings { session.app.strings }
}
