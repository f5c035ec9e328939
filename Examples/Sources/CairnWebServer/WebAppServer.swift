import CairnWeb
import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import ServerSupport

/// Serves apps built on CairnWeb to browsers: each app's pages under its path (`/todo/…`), its
/// socket at `<path>/socket`, the library's script and stylesheet, and a home page listing the
/// apps. It binds 127.0.0.1 unless told otherwise, holds to ``ServerLimits`` like every Cairn
/// server, and answers every page with a Content-Security-Policy that allows no inline script.
///
/// The transport of CairnWeb lives here, in the Examples package, so that the toolkit's package
/// depends on swift-log alone: an app that adds Cairn pulls in no web server.
public final class WebAppServer: Sendable {
  /// Where it listens, e.g. `http://127.0.0.1:8080`.
  public let url: URL
  private let running: RunningServer
  private let host: WebAppHost

  private init(url: URL, running: RunningServer, host: WebAppHost) {
    self.url = url
    self.running = running
    self.host = host
  }

  /// Starts serving `apps` and returns once the server accepts connections.
  ///
  /// - Parameters:
  ///   - apps: the apps, each under `/<linkHost>`.
  ///   - title: the home page's title.
  ///   - host: the address to bind, `127.0.0.1` by default.
  ///   - port: the port; 0 picks a free one.
  ///   - version: the server's version: an open page of another version reloads.
  ///   - limits: how many sessions each app keeps, and for how long.
  ///   - logger: where requests are logged.
  @MainActor
  public static func start(
    apps: [any WebApp], title: String, host: String = "127.0.0.1", port: Int = 0,
    version: String, limits: WebSessionLimits = WebSessionLimits(),
    logger: Logger = Logger(label: "web") { _ in SwiftLogNoOpLogHandler() }
  ) async throws -> WebAppServer {
    let webHost = WebAppHost(apps: apps, title: title, version: version, limits: limits)
    let router = Router(context: BasicWebSocketRequestContext.self)
    WebRoutes.add(to: router, host: webHost)
    let gate = ConnectionGate(cap: ServerLimits.standard.maxConnections)
    let server = HTTPServerBuilder.http1WebSocketUpgrade(
      webSocketRouter: router,
      configuration: HTTP1WebSocketUpgradeChannel.Configuration(
        http1: ServerLimits.standard.http1Configuration(gate: gate),
        ws: WebSocketServerConfiguration(maxFrameSize: WebSocketSession.maxMessageSize)))
    let running = try await RunningServer.start(
      router: router, name: "cairn-web", host: host, port: port, logger: logger,
      channels: (server, gate))
    return WebAppServer(url: running.url, running: running, host: webHost)
  }

  /// Stops the server and ends every session.
  public func stop() async {
    await running.stopAndWait()
    await host.endAll()
  }
}
