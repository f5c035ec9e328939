import Foundation
import Logging
import ServerSupport

/// A ``ProjectManagerServer`` running in this process, on 127.0.0.1 with an ephemeral port by
/// default: the board's embedded sync backend, and what tests talk to over a real socket.
public final class RunningProjectManagerServer: Sendable {
  /// The server (its records, request counter and fault injection are reachable for tests).
  public let server: ProjectManagerServer
  /// The running Hummingbird server.
  public let running: RunningServer

  /// Where it listens, e.g. `http://127.0.0.1:41234`; the API is under
  /// ``ProjectManagerServer/defaultPrefix``.
  public var url: URL { running.url }
  /// The bound port.
  public var port: Int { running.port }

  private init(server: ProjectManagerServer, running: RunningServer) {
    self.server = server
    self.running = running
  }

  /// Starts `server`, its routes under ``ProjectManagerServer/defaultPrefix``, and returns once
  /// it accepts connections.
  /// - Parameters:
  ///   - server: the server to run.
  ///   - host: the address to bind, `127.0.0.1` by default.
  ///   - port: the port to bind; 0 (the default) picks a free one. Tests pass the port of a
  ///     stopped server to bring "the same" server back.
  ///   - logger: where requests are logged; nowhere by default (a terminal app owns the screen).
  /// - Throws: the error that stopped the server before it ran, e.g. a port in use.
  public static func start(
    _ server: ProjectManagerServer, host: String = "127.0.0.1", port: Int = 0,
    logger: Logger = Logger(label: "pm") { _ in SwiftLogNoOpLogHandler() }
  ) async throws -> RunningProjectManagerServer {
    let running = try await RunningServer.start(
      router: server.makeRouter(), name: "pm", host: host, port: port, logger: logger)
    return RunningProjectManagerServer(server: server, running: running)
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
