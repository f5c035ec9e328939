import Foundation
import Logging
import ServerSupport

/// A ``DimoServer`` running in this process, on 127.0.0.1 with an ephemeral port by default:
/// what tests and `cairn-apps --app dimo` talk to over a real socket.
public final class RunningDimoServer: Sendable {
  /// The server (its database, outbox and request counter are reachable for tests).
  public let server: DimoServer
  /// The running Hummingbird server.
  public let running: RunningServer

  /// Where it listens, e.g. `http://127.0.0.1:41234`; the API is under `/dimo/`.
  public var url: URL { running.url }
  /// The base URL of the API: ``url`` with `/dimo/`.
  public var apiURL: URL { running.url.appending(path: "dimo/") }

  private init(server: DimoServer, running: RunningServer) {
    self.server = server
    self.running = running
  }

  /// Starts serving `server` and returns once it accepts connections.
  /// - Parameters:
  ///   - host: the address to bind, `127.0.0.1` by default.
  ///   - port: the port to bind; 0 (the default) picks a free one.
  ///   - logger: where requests are logged; nowhere by default.
  public static func start(
    _ server: DimoServer, host: String = "127.0.0.1", port: Int = 0,
    logger: Logger = Logger(label: "dimo") { _ in SwiftLogNoOpLogHandler() }
  ) async throws -> RunningDimoServer {
    let running = try await RunningServer.start(
      router: server.makeRouter(), name: "dimo", host: host, port: port, logger: logger)
    return RunningDimoServer(server: server, running: running)
  }

  /// Stops serving (in-flight requests finish) and closes the database.
  public func stopAndClose() async {
    await running.stopAndWait()
    await server.close()
  }
}
