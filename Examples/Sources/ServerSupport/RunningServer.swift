import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import ServiceLifecycle

/// A Hummingbird server running in this process, 127.0.0.1 with an ephemeral port by default:
/// the embedded backend of an app, and what tests talk to over a real socket.
///
/// It runs inside a `ServiceGroup`, so that ``stop()`` is a graceful shutdown: cancelling the
/// server's task while a response is being written trips a precondition in NIO.
public final class RunningServer: Sendable {
  /// Where it listens, e.g. `http://127.0.0.1:41234`.
  public let url: URL
  /// The bound port (the one picked by the system when started with port 0).
  public let port: Int
  /// The connections it is serving, up to its ``ServerLimits/maxConnections``.
  public let connectionGate: ConnectionGate
  private let group: ServiceGroup
  private let task: Task<Void, any Error>

  private init(
    url: URL, port: Int, connectionGate: ConnectionGate, group: ServiceGroup,
    task: Task<Void, any Error>
  ) {
    self.url = url
    self.port = port
    self.connectionGate = connectionGate
    self.group = group
    self.task = task
  }

  /// Starts serving `router` and returns once the server accepts connections.
  ///
  /// - Parameters:
  ///   - router: the routes to serve.
  ///   - name: the server's name (Hummingbird's `serverName`).
  ///   - host: the address to bind, `127.0.0.1` by default.
  ///   - port: the port to bind; 0 (the default) picks a free one. A port freed by
  ///     ``stopAndWait()`` can be bound again at once.
  ///   - limits: idle timeout, connection cap and head size (``ServerLimits``).
  ///   - connections: counts the TCP connections the server accepts, when given.
  ///   - logger: where requests are logged; nowhere by default (a terminal app owns the screen).
  ///   - channels: the server's channels and the gate they count connections with, when they
  ///     are not plain HTTP/1.1 (a server that also upgrades to WebSocket); they must keep
  ///     `limits` (see ``ServerLimits/http1Configuration(gate:connections:)``).
  /// - Throws: the error that stopped the server before it ran, e.g. a port in use.
  public static func start<Builder: HTTPResponderBuilder>(
    router: Builder, name: String, host: String = "127.0.0.1", port: Int = 0,
    limits: ServerLimits = .standard, connections: ConnectionCounter? = nil,
    logger: Logger = Logger(label: "server") { _ in SwiftLogNoOpLogHandler() },
    channels: (server: HTTPServerBuilder, gate: ConnectionGate)? = nil
  ) async throws -> RunningServer
  where Builder.Responder.Context: InitializableFromSource<ApplicationRequestContextSource> {
    let ready = PortPromise()
    let gate = channels?.gate ?? ConnectionGate(cap: limits.maxConnections)
    let app = Application(
      router: router,
      server: channels?.server ?? limits.http1Server(gate: gate, connections: connections),
      configuration: ApplicationConfiguration(
        address: .hostname(host, port: port), serverName: name),
      onServerRunning: { channel in ready.fulfill(.success(channel.localAddress?.port ?? port)) },
      logger: logger)
    let group = ServiceGroup(
      configuration: ServiceGroupConfiguration(services: [app], logger: logger))
    let task = Task {
      do {
        try await group.run()
        ready.fulfill(.failure(CancellationError()))
      } catch {
        ready.fulfill(.failure(error))
        throw error
      }
    }
    let bound = try await ready.value
    let urlHost = host.contains(":") ? "[\(host)]" : host
    guard let url = URL(string: "http://\(urlHost):\(bound)") else {
      await group.triggerGracefulShutdown()
      _ = await task.result
      throw URLError(.badURL)
    }
    return RunningServer(
      url: url, port: bound, connectionGate: gate, group: group, task: task)
  }

  /// Starts a graceful shutdown: the server stops accepting, lets in-flight requests finish,
  /// then stops.
  public func stop() {
    let group = self.group
    Task { await group.triggerGracefulShutdown() }
  }

  /// Shuts down gracefully and waits until the server has let go of its port.
  public func stopAndWait() async {
    await group.triggerGracefulShutdown()
    _ = await task.result
  }
}
