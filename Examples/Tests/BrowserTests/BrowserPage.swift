import BrowserTestSupport
import Foundation
import Testing

/// A headless Chromium on `cairn-apps web` for one test. Every wait has a bound and, when the
/// bound passes, fails the test with what the browser showed: a screenshot and the page's HTML,
/// saved in a folder the failure names, and the start of the app's HTML in the message.
struct BrowserPage: Sendable {
  /// Thrown after a failed wait has been recorded, to end the test there.
  struct WaitFailed: Error {}

  let browser: BrowserSession
  let server: WebAppsProcess

  /// Runs `body` with a browser on a new `cairn-apps web`; both are stopped afterwards, however
  /// `body` ended.
  static func with(
    phone: Bool = false, server existing: WebAppsProcess? = nil,
    _ body: @Sendable (BrowserPage) async throws -> Void
  ) async throws {
    let server: WebAppsProcess
    if let existing { server = existing } else { server = try await WebAppsProcess.start() }
    let driver: ChromeDriver
    do {
      driver = try await ChromeDriver.start()
    } catch {
      if existing == nil { await server.stopAndRemoveData() }
      throw error
    }
    var outcome: (any Error)?
    do {
      let browser = try await driver.openBrowser(phone: phone)
      do {
        try await body(BrowserPage(browser: browser, server: server))
      } catch {
        outcome = error
      }
      await browser.close()
    } catch {
      outcome = error
    }
    driver.stop()
    if existing == nil { await server.stopAndRemoveData() }
    if let outcome { throw outcome }
  }

  /// The address of `path` on the server (`todo/`).
  func url(_ path: String) -> URL {
    server.url.appending(path: path)
  }

  /// Opens `path` and waits until its socket has joined (the body's `live` class).
  func open(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
    try await browser.open(url(path))
    try await waitUntilLive(sourceLocation: sourceLocation)
  }

  /// Waits until the page's socket has joined its session.
  func waitUntilLive(sourceLocation: SourceLocation = #_sourceLocation) async throws {
    try await wait(
      until: "document.body.classList.contains('live')", "the page joins its session",
      sourceLocation: sourceLocation)
  }

  /// Waits until `condition` (a JavaScript expression) is true in the page.
  func wait(
    until condition: String, _ what: String, limit: Duration = .seconds(20),
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    if try await browser.waitUntil(condition, limit: limit) { return }
    let evidence = await saveEvidence()
    Issue.record(
      "not seen within \(limit): \(what)\n\(evidence)", sourceLocation: sourceLocation)
    throw WaitFailed()
  }

  /// Presses `key` (sync now, say) until `condition` holds: at most `tries` presses, each
  /// followed by a wait of `each`; fails the test like any wait when it never holds.
  func press(
    _ key: String, until condition: String, _ what: String, tries: Int = 4,
    each: Duration = .seconds(10), sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    for _ in 1..<tries {
      try await browser.press(key)
      if try await browser.waitUntil(condition, limit: each) { return }
    }
    try await browser.press(key)
    try await wait(until: condition, what, limit: each, sourceLocation: sourceLocation)
  }

  /// Waits until an element matches `css`.
  func wait(
    for css: String, _ what: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    try await wait(
      until: "\(JavaScript.query(css)) !== null", what ?? css, sourceLocation: sourceLocation)
  }

  /// Waits until some element matching `css` contains `text`.
  func wait(
    for css: String, containing text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    try await wait(
      until: JavaScript.someText(css, contains: text), "\(css) containing \"\(text)\"",
      sourceLocation: sourceLocation)
  }

  /// Waits until no element matches `css`.
  func wait(
    forNo css: String, _ what: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    try await wait(
      until: "\(JavaScript.query(css)) === null", what ?? "no \(css)",
      sourceLocation: sourceLocation)
  }

  /// The browser's back button, once no move of the server's own is on its way through the
  /// history (the page's `navigating` class): a person is never faster than that, a driver is.
  func back(sourceLocation: SourceLocation = #_sourceLocation) async throws {
    try await settled(sourceLocation: sourceLocation)
    try await browser.back()
  }

  /// The browser's forward button, once the history is settled (see ``back(sourceLocation:)``).
  func forward(sourceLocation: SourceLocation = #_sourceLocation) async throws {
    try await settled(sourceLocation: sourceLocation)
    try await browser.forward()
  }

  private func settled(sourceLocation: SourceLocation) async throws {
    try await wait(
      until: "!document.body.classList.contains('navigating')", "the history settles",
      sourceLocation: sourceLocation)
  }

  /// Clicks the first element `css` matches, once it is there.
  func click(_ css: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
    try await wait(for: css, sourceLocation: sourceLocation)
    try await browser.click(css)
  }

  /// What the user sees on top: the last sheet, else the page (a script expression).
  private static let top =
    "(Array.from(document.querySelectorAll('#app > .sheet')).pop() || document.getElementById('app'))"

  /// Clicks the first element `css` matches on top: in the sheet on top if there is one, else
  /// in the page.
  func clickOnTop(_ css: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
    let find = "\(Self.top).querySelector(\(JavaScript.string(css)))"
    try await wait(until: "\(find) !== null", "\(css) on top", sourceLocation: sourceLocation)
    guard let element = try await browser.element(returnedBy: "return \(find);") else {
      throw WaitFailed()
    }
    try await browser.click(element)
  }

  /// Waits until the screen on top has a bar button saying `title`.
  func waitForBarButton(
    _ title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let button = "\(Self.top).querySelector('.nav-button')"
    try await wait(
      until: "\(button) !== null && \(button).textContent.includes(\(JavaScript.string(title)))",
      "the bar button \"\(title)\"", sourceLocation: sourceLocation)
  }

  /// Types `text` into the field `css` matches, after emptying it.
  func type(_ text: String, into css: String, sourceLocation: SourceLocation = #_sourceLocation)
    async throws
  {
    try await wait(for: css, sourceLocation: sourceLocation)
    let field = try await browser.find(css)
    try await browser.clear(field)
    try await browser.type(text, into: field)
  }

  /// The trimmed text of the first element `css` matches ("" when there is none).
  func text(_ css: String) async throws -> String {
    try await browser.run(
      "const e = \(JavaScript.query(css)); return e ? e.textContent.trim() : '';"
    ).string ?? ""
  }

  /// The page's address, from the server's root (`/todo/…`).
  func path() async throws -> String {
    try await browser.run("return location.pathname + location.search;").string ?? ""
  }

  /// Saves a screenshot and the HTML of the page; returns where, and the app's HTML's start.
  private func saveEvidence() async -> String {
    let folder = FileManager.default.temporaryDirectory.appending(path: "cairn-browser-failures")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let name = UUID().uuidString.prefix(8)
    let picture = folder.appending(path: "\(name).png")
    let page = folder.appending(path: "\(name).html")
    if let data = try? await browser.screenshot() { try? data.write(to: picture) }
    let html = (try? await browser.source()) ?? ""
    try? Data(html.utf8).write(to: page)
    let app = html.range(of: "id=\"app\"").map { String(html[$0.lowerBound...]) } ?? html
    return "screenshot: \(picture.path)\npage: \(page.path)\n\(app.prefix(4000))"
  }
}
