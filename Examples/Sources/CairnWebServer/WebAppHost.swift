import CairnNavigation
import CairnWeb
import Foundation

/// The sessions of every app a ``WebAppServer`` serves, on the main actor where sessions live,
/// with a sweep that ends the ones idle past their retention.
@MainActor
final class WebAppHost {
  /// The apps' session stores, by the app's path part (`todo`).
  let stores: [String: WebSessionStore]
  /// The apps, in the home page's order.
  let apps: [any WebApp]
  let title: String
  let version: String
  private var sweep: Task<Void, Never>?

  init(apps: [any WebApp], title: String, version: String, limits: WebSessionLimits) {
    self.apps = apps
    self.title = title
    self.version = version
    var stores: [String: WebSessionStore] = [:]
    for app in apps { stores[app.linkHost] = WebSessionStore(app: app, limits: limits) }
    self.stores = stores
    sweep = Task { @MainActor [weak self] in
      while !Task.isCancelled {
        // The sweep's period, not a wait for something.
        try? await Task.sleep(for: .seconds(60))
        guard let self else { return }
        for store in self.stores.values { store.endExpired() }
      }
    }
  }

  /// The document of `address` for `browser`, in a new session.
  func document(app linkHost: String, address: String, browser: String) async -> String? {
    guard let store = stores[linkHost] else { return nil }
    let session = await store.open(address: address, for: browser)
    let body = session.pageHTML()
    return WebPageDocument(
      bodyHTML: body, title: session.pageTitle, appPath: "/" + linkHost, session: session.id,
      version: version, strings: store.app.strings, hasAppStylesheet: store.app.stylesheet != nil
    ).html
  }

  /// The session a page that opened its socket continues — or, when it is gone (the server
  /// restarted, or the session ended long ago), a new one rebuilt from the page's address —
  /// now sending to `send`, the page first: it goes to `send` before the session is attached,
  /// so no patch of a render already scheduled can overtake it. A page of another version gets
  /// `.reload` and no session (the caller sends it).
  func join(
    app linkHost: String, browser: String, message: ClientMessage,
    send: @escaping (ServerMessage) -> Void
  ) async -> (session: WebSession?, reply: ServerMessage?)? {
    guard let store = stores[linkHost],
      case .join(let id, let previous, let address, let pageVersion, let index) = message
    else { return nil }
    guard pageVersion == version else { return (nil, .reload) }
    let session: WebSession
    if let found = store.join(session: id, previous: previous, address: address, browser: browser) {
      session = found
    } else {
      session = await store.open(address: address, for: browser)
    }
    session.attach(send: send, historyIndex: index)
    let html = session.pageHTML()
    let change: AddressChange? =
      session.address == address ? nil : .replace(url: session.address, index: index)
    // On the main actor with no suspension since attach: nothing was sent before the page.
    send(.page(html: html, session: session.id, address: change, title: session.pageTitle))
    return (session, nil)
  }

  /// The socket of `session` closed: the session waits for its tab to come back.
  func detach(_ session: WebSession) {
    session.send = nil
  }

  /// Ends every session of every app.
  func endAll() {
    sweep?.cancel()
    for store in stores.values { store.endAll() }
  }

  /// A file of the app served at `linkHost`.
  func file(of linkHost: String, at path: String) async -> WebFile? {
    guard let app = stores[linkHost]?.app, !path.contains(".."), path.count <= 2_048 else {
      return nil
    }
    return await app.file(at: path)
  }

  /// The stylesheet of the app served at `linkHost`, if it has one.
  func stylesheet(of linkHost: String) -> String? {
    stores[linkHost]?.app.stylesheet
  }
}
