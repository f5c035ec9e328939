import Foundation
import Logging
import ServerSupport

/// A book-search server running in this process on 127.0.0.1 with an ephemeral port: the
/// embedded default of `cairn-apps --app bookkitty`, and what tests talk to over a real socket.
public final class RunningBookKittyServer: Sendable {
  /// The server (its request counter and fault injection are reachable for tests).
  public let server: BookKittyServer
  /// The running Hummingbird server.
  public let running: RunningServer

  /// Where it listens, e.g. `http://127.0.0.1:41234`.
  public var url: URL { running.url }

  private init(server: BookKittyServer, running: RunningServer) {
    self.server = server
    self.running = running
  }

  /// Starts `server` on 127.0.0.1 and returns once it accepts connections. Requests are
  /// logged through `logger` (nowhere by default: a terminal app owns the screen).
  public static func start(
    _ server: BookKittyServer,
    logger: Logger = Logger(label: "bookkitty") { _ in SwiftLogNoOpLogHandler() }
  ) async throws -> RunningBookKittyServer {
    let running = try await RunningServer.start(
      router: server.makeRouter(), name: "bookkitty", logger: logger)
    return RunningBookKittyServer(server: server, running: running)
  }

  /// Starts a graceful shutdown: the server stops accepting, lets in-flight requests finish,
  /// then stops.
  public func stop() {
    running.stop()
  }

  /// Shuts down gracefully and waits until the server has let go of its port.
  public func stopAndWait() async {
    await running.stopAndWait()
  }
}
