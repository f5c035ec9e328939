import Foundation

/// One Chromium window driven over WebDriver: open an address, find elements by CSS, click,
/// type, press keys, run a script, go back, reload, take a screenshot.
package struct BrowserSession: Sendable {
  /// A found element's WebDriver reference.
  package struct Element: Sendable, Hashable {
    package let id: String
  }

  private static let elementKey = "element-6066-11e4-a52e-4f735466cecf"
  private let connection: WebDriverConnection
  private let id: String

  init(connection: WebDriverConnection, id: String) {
    self.connection = connection
    self.id = id
  }

  private func send(_ method: String, _ path: String, body: [String: any Sendable]? = nil)
    async throws -> WebDriverValue
  {
    try await connection.send(method, "session/\(id)/\(path)", body: body)
  }

  func setScriptLimit(_ limit: Duration) async throws {
    _ = try await send("POST", "timeouts", body: ["script": Int(limit.components.seconds * 1000)])
  }

  /// Loads `url` and returns once the page's load event fired.
  package func open(_ url: URL) async throws {
    _ = try await send("POST", "url", body: ["url": url.absoluteString])
  }

  /// The address the window shows.
  package func currentURL() async throws -> URL? {
    try await send("GET", "url").string.flatMap(URL.init(string:))
  }

  /// The browser's back button.
  package func back() async throws { _ = try await send("POST", "back") }
  /// The browser's forward button.
  package func forward() async throws { _ = try await send("POST", "forward") }
  /// The browser's reload button.
  package func reload() async throws { _ = try await send("POST", "refresh") }

  /// The first element `css` matches.
  package func find(_ css: String) async throws -> Element {
    let answer = try await send(
      "POST", "element", body: ["using": "css selector", "value": css])
    guard let element = answer.string(Self.elementKey) else {
      throw WebDriverError(code: "no such element", message: css)
    }
    return Element(id: element)
  }

  /// Every element `css` matches.
  package func findAll(_ css: String) async throws -> [Element] {
    let answer = try await send(
      "POST", "elements", body: ["using": "css selector", "value": css])
    return answer.objects.compactMap { $0[Self.elementKey] }.map(Element.init)
  }

  /// The element the script `script` returns (nil when it returns none).
  package func element(returnedBy script: String) async throws -> Element? {
    try await run(script).elementReference.map(Element.init)
  }

  /// Clicks the element (scrolled into view first, as a user would).
  package func click(_ element: Element) async throws {
    _ = try await send("POST", "element/\(element.id)/click")
  }

  /// Clicks the first element `css` matches.
  package func click(_ css: String) async throws {
    try await click(find(css))
  }

  /// Types `text` into the element, key by key.
  package func type(_ text: String, into element: Element) async throws {
    _ = try await send("POST", "element/\(element.id)/value", body: ["text": text])
  }

  /// Empties a field.
  package func clear(_ element: Element) async throws {
    _ = try await send("POST", "element/\(element.id)/clear")
  }

  /// The element's visible text.
  package func text(of element: Element) async throws -> String {
    try await send("GET", "element/\(element.id)/text").string ?? ""
  }

  /// Presses `key` (a character, or one of ``Key``'s) where the focus is.
  package func press(_ key: String) async throws {
    let actions: [any Sendable] = [
      [
        "type": "key", "id": "keyboard",
        "actions": [
          ["type": "keyDown", "value": key], ["type": "keyUp", "value": key],
        ] as [any Sendable],
      ] as [String: any Sendable]
    ]
    _ = try await send("POST", "actions", body: ["actions": actions])
  }

  /// Runs `script` (a function body; `arguments` holds `arguments`) in the page and returns
  /// what it returns.
  @discardableResult
  package func run(_ script: String, _ arguments: [any Sendable] = []) async throws
    -> WebDriverValue
  {
    try await send("POST", "execute/sync", body: ["script": script, "args": arguments])
  }

  /// Runs `script` in the page until it calls its last argument, and returns what it passed.
  package func runAsync(_ script: String, _ arguments: [any Sendable] = []) async throws
    -> WebDriverValue
  {
    try await send("POST", "execute/async", body: ["script": script, "args": arguments])
  }

  /// A PNG of the window.
  package func screenshot() async throws -> Data {
    let encoded = try await send("GET", "screenshot").string ?? ""
    return Data(base64Encoded: encoded) ?? Data()
  }

  /// The page's HTML as the browser holds it now.
  package func source() async throws -> String {
    try await send("GET", "source").string ?? ""
  }

  /// Opens a new tab and switches to it; returns the tab this window showed before.
  package func openTab() async throws -> String {
    let previous = try await send("GET", "window").string ?? ""
    let answer = try await send("POST", "window/new", body: ["type": "tab"])
    if let handle = answer.string("handle") {
      _ = try await send("POST", "window", body: ["handle": handle])
    }
    return previous
  }

  /// The tab now shown.
  package func currentTab() async throws -> String {
    try await send("GET", "window").string ?? ""
  }

  /// Shows the tab `handle`.
  package func switchToTab(_ handle: String) async throws {
    _ = try await send("POST", "window", body: ["handle": handle])
  }

  /// Closes the window and its browser.
  package func close() async {
    _ = try? await connection.send("DELETE", "session/\(id)")
  }

  /// WebDriver's names of keys that are not characters.
  package enum Key {
    package static let enter = "\u{E007}"
    package static let escape = "\u{E00C}"
    package static let tab = "\u{E004}"
  }
}
