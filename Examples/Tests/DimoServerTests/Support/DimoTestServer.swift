import DimoAPI
import DimoServer
import Foundation
import Logging
import Testing

@testable import DimoServer

/// A real DIMO server on 127.0.0.1 (an ephemeral port) over a fresh database — an SQLite file
/// in a temporary folder, or a PostgreSQL schema of its own — with a test clock and a client.
struct DimoTestServer: Sendable {
  let running: RunningDimoServer
  let clock: TestClock
  let client: DimoClient
  let folder: URL

  /// The server.
  var server: DimoServer { running.server }

  /// The database, for checks the API does not show.
  var database: any DimoDatabase { server.env.database }
}

/// A cheap bcrypt cost for tests; one test checks that the default is 10.
let testPasswordCost: UInt8 = 4

/// Runs `body` against a fresh server on `engine`, then stops it and removes its data.
func withDimo<T: Sendable>(
  _ engine: TestEngine,
  logger: Logger = Logger(label: "dimo-tests") { _ in SwiftLogNoOpLogHandler() },
  _ body: @escaping @Sendable (DimoTestServer) async throws -> T
) async throws -> T {
  try engine.requireAvailable()
  let run: @Sendable () async throws -> T = {
    let folder = FileManager.default.temporaryDirectory
      .appending(path: "dimo-test-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let clock = TestClock()
    let schema =
      "dimo_test_\(UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: ""))"
    let database: DimoServerConfiguration.Database =
      switch engine {
      case .sqlite: .sqlite()
      case .postgres:
        .postgres(url: TestEngine.postgresURL ?? "", schema: schema, maxConnections: 4)
      }
    let server = try await DimoServer.open(
      DimoServerConfiguration(
        dataDirectory: folder, database: database,
        signingKey: .secret(Array("a test signing secret of at least 32 bytes".utf8)),
        passwordHashCost: testPasswordCost, clock: clock.read, logger: logger))
    let running: RunningDimoServer
    do {
      running = try await RunningDimoServer.start(server, logger: logger)
    } catch {
      await server.close()
      throw error
    }
    let harness = DimoTestServer(
      running: running, clock: clock, client: DimoClient(baseURL: running.apiURL), folder: folder)
    do {
      let value = try await body(harness)
      await harness.shutDown()
      return value
    } catch {
      await harness.shutDown()
      throw error
    }
  }
  guard engine == .postgres else { return try await run() }
  return try await PostgresSlots.shared.withSlot(run)
}

extension DimoTestServer {
  /// Stops serving, drops a PostgreSQL schema and closes the database.
  func shutDown() async {
    await running.running.stopAndWait()
    if let postgres = database as? PostgresDimoDatabase {
      try? await postgres.dropSchema()
    }
    await server.close()
  }
}
