import Foundation
import Hummingbird
import Logging
import NIOCore
import ServerSupport

extension OnbanServer {
  /// Serves only the Onban routes until the calling task is cancelled, within
  /// ``ServerSupport/ServerLimits/standard``.
  ///
  /// - Parameters:
  ///   - host: the address to bind, `127.0.0.1` by default.
  ///   - port: the port to bind; 0 (the default) picks a free one.
  ///   - logger: the logger requests are logged through; Hummingbird's default when nil.
  ///   - onRunning: called once with the bound port when the server accepts connections.
  public func run(
    host: String = "127.0.0.1", port: Int = 0, logger: Logger? = nil,
    onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
  ) async throws {
    let app = Application(
      router: makeRouter(),
      server: ServerLimits.standard.http1Server(
        gate: ConnectionGate(cap: ServerLimits.standard.maxConnections)),
      configuration: ApplicationConfiguration(
        address: .hostname(host, port: port), serverName: "onban"),
      onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) },
      logger: logger)
    try await app.run()
  }

  /// Creates a server and serves it until the calling task is cancelled.
  ///
  /// - Parameters:
  ///   - host: the address to bind, `127.0.0.1` by default.
  ///   - port: the port to bind; 0 (the default) picks a free one.
  ///   - dataDirectory: the folder for `onban.sqlite`; nil keeps orders in memory.
  ///   - onRunning: called once with the bound port when the server accepts connections.
  public static func run(
    host: String = "127.0.0.1", port: Int = 0, dataDirectory: URL?,
    onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
  ) async throws {
    let server = try await OnbanServer(
      configuration: OnbanServerConfiguration(dataDirectory: dataDirectory))
    try await server.run(host: host, port: port, onRunning: onRunning)
  }
}
