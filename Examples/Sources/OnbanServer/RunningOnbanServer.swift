import Foundation
import Logging
import ServerSupport

/// An Onban server running in this process on 127.0.0.1 with an ephemeral port: the
/// embedded default (Docs/Architecture.md), and what tests talk to over a real socket.
public final class RunningOnbanServer: Sendable {
  /// The server (its request counter and fault injection are reachable for tests).
  public let server: OnbanServer
  /// The running Hummingbird server.
  public let running: RunningServer

  /// Where it listens, e.g. `http://127.0.0.1:41234`.
  public var url: URL { running.url }

  private init(server: OnbanServer, running: RunningServer) {
    self.server = server
    self.running = running
  }

  /// Starts `server` on 127.0.0.1 and returns once it accepts connections. Requests are
  /// logged through `logger` (nowhere by default: a terminal app owns the screen).
  public static func start(
    _ server: OnbanServer,
    logger: Logger = Logger(label: "onban") { _ in SwiftLogNoOpLogHandler() }
  ) async throws -> RunningOnbanServer {
    let running = try await RunningServer.start(
      router: server.makeRouter(), name: "onban", logger: logger)
    return RunningOnbanServer(server: server, running: running)
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
