import BrowserTestSupport
import CairnNavigation
import CairnNetworking
import CairnWeb
import CairnWebServer
import Foundation
import KoreanChrome
import TodoData
import TodoPresentation
import TodoWeb

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The TodoList served by a real ``WebAppServer`` on 127.0.0.1, its data in a fresh folder.
@MainActor
final class WebTodoApp: WebApp {
  let title = "TodoList"
  let linkHost = "todo"
  let strings = WebStrings.korean
  let stylesheet: String? = TodoWebViews.stylesheet
  let repository: JSONFileTodoRepository

  init(folder: URL) {
    repository = JSONFileTodoRepository(folder: folder)
  }

  var views: ScreenRegistry<any WebContext, any WebScreen> { TodoWebViews.registry }

  func start() -> WebAppRun {
    let navigator = Navigator()
    let app = TodoAppCoordinator(
      router: navigator.router(), dependencies: TodoDependencies(repository: repository))
    navigator.start(app)
    return WebAppRun(navigator: navigator, open: app.open, stop: app.cancel)
  }
}

/// A running web server for one test: start it, talk to it, stop it.
struct WebServerFixture: Sendable {
  let server: WebAppServer
  let folder: URL

  @MainActor
  static func start(version: String = "v1", port: Int = 0, folder: URL? = nil) async throws
    -> WebServerFixture
  {
    let folder =
      folder ?? FileManager.default.temporaryDirectory.appending(path: "cairn-web-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let server = try await WebAppServer.start(
      apps: [WebTodoApp(folder: folder)], title: "Test", port: port, version: version)
    return WebServerFixture(server: server, folder: folder)
  }

  /// Runs `body` against a new server, then stops it, whatever `body` did.
  @MainActor
  static func with(
    version: String = "v1", _ body: @Sendable (WebServerFixture) async throws -> Void
  ) async throws {
    let fixture = try await start(version: version)
    do {
      try await body(fixture)
    } catch {
      await fixture.stop()
      throw error
    }
    await fixture.stop()
  }

  var port: Int { server.url.port ?? 0 }

  func stop() async {
    await server.stop()
  }

  /// `GET path`: the status, the header fields and the body.
  func get(_ path: String, cookie: String? = nil) async throws -> (Int, HTTPURLResponse, String) {
    var request = URLRequest(url: server.url.appending(path: path))
    if let cookie { request.setValue("cairn_browser=\(cookie)", forHTTPHeaderField: "Cookie") }
    let (data, response) = try await DefaultHTTPTransport().send(request)
    return (response.statusCode, response, String(decoding: data, as: UTF8.self))
  }

  /// Opens a page as a browser does: its body's session, and the browser cookie it set.
  func openPage(_ path: String = "/todo") async throws -> (session: String, cookie: String) {
    let (_, response, body) = try await get(path)
    let cookie =
      (response.value(forHTTPHeaderField: "Set-Cookie") ?? "")
      .split(separator: ";").first.map { String($0.dropFirst("cairn_browser=".count)) } ?? ""
    return (Self.attribute("data-session", in: body) ?? "", cookie)
  }

  /// A socket to `/todo/socket` sent with `origin` and `cookie`, as a browser opens it.
  func socket(origin: String?, cookie: String?) async throws -> RawWebSocket {
    var fields: [String: String] = [:]
    if let origin { fields["Origin"] = origin }
    if let cookie { fields["Cookie"] = "cairn_browser=\(cookie)" }
    return try await RawWebSocket.connect(port: port, path: "/todo/socket", fields: fields)
  }

  /// This server's origin, as its pages send it.
  var origin: String { "http://127.0.0.1:\(port)" }

  /// The value of the first `name="…"` in `html`.
  static func attribute(_ name: String, in html: String) -> String? {
    SocketPage.attribute(name, in: html)
  }
}

/// Messages collected from a socket's handler.
final class Received: @unchecked Sendable {
  // @unchecked Sendable: `stored` is only touched while holding `lock`.
  private let lock = NSLock()
  private var stored: [String] = []

  func append(_ text: String) { lock.withLock { stored.append(text) } }
  var values: [String] { lock.withLock { stored } }
}
