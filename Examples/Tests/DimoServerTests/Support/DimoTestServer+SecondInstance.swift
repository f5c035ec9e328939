import DimoServer
import Foundation

@testable import DimoServer

extension DimoTestServer {
  /// Runs `body` with a second instance over this server's database and data folder, as the
  /// second node behind a load balancer, and stops it afterwards. PostgreSQL only: two SQLite
  /// writers on one file are not a deployment this server supports.
  func withSecondInstance<T: Sendable>(
    _ body: @Sendable (DimoClient, DimoServer) async throws -> T
  ) async throws -> T {
    let second = try await DimoServer.open(server.configuration)
    let running: RunningDimoServer
    do {
      running = try await RunningDimoServer.start(second)
    } catch {
      await second.close()
      throw error
    }
    do {
      let value = try await body(DimoClient(baseURL: running.apiURL), second)
      await running.stopAndClose()
      return value
    } catch {
      await running.stopAndClose()
      throw error
    }
  }

  /// Runs `body` with the clients and servers of one instance (SQLite) or two instances on one
  /// database (PostgreSQL): requests a race test splits between them.
  func withEveryInstance(
    _ engine: TestEngine,
    _ body: @escaping @Sendable ([DimoClient], [DimoServer]) async throws -> Void
  ) async throws {
    switch engine {
    case .sqlite: try await body([client], [server])
    case .postgres:
      try await withSecondInstance { second, secondServer in
        try await body([client, second], [server, secondServer])
      }
    }
  }
}
