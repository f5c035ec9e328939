import CairnTesting
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

/// Runs `body` against a fresh server on `engine`, then stops it and removes its data. Every
/// phase is bounded, so that a server that never opens, a test that never ends or a server that
/// never stops fails with a sentence instead of hanging the run. A test waits up to five
/// minutes for a slot when many run at once on a loaded machine, so every DIMO server suite
/// is bounded at eight.
func withDimo<T: Sendable>(
  _ engine: TestEngine,
  logger: Logger = Logger(label: "dimo-tests") { _ in SwiftLogNoOpLogHandler() },
  _ body: @escaping @Sendable (DimoTestServer) async throws -> T
) async throws -> T {
  try engine.requireAvailable()
  try await waiting(upTo: .seconds(300), for: "a free DIMO test server slot") {
    try await ServerSlots.shared.acquire()
  }
  do {
    let value = try await run(engine, logger: logger, body)
    await ServerSlots.shared.release()
    return value
  } catch {
    await ServerSlots.shared.release()
    throw error
  }
}

private func run<T: Sendable>(
  _ engine: TestEngine, logger: Logger,
  _ body: @escaping @Sendable (DimoTestServer) async throws -> T
) async throws -> T {
  let harness = try await waiting(upTo: .seconds(120), for: "the DIMO server on \(engine) to open")
  {
    try await DimoTestServer.start(engine, logger: logger)
  }
  defer { try? FileManager.default.removeItem(at: harness.folder) }
  do {
    let value = try await waiting(upTo: .seconds(240), for: "the test's work on \(engine)") {
      try await body(harness)
    }
    try await harness.stop()
    return value
  } catch {
    try? await harness.stop()
    throw error
  }
}

extension DimoTestServer {
  /// A server on `engine` over a fresh SQLite file or PostgreSQL schema.
  static func start(_ engine: TestEngine, logger: Logger) async throws -> DimoTestServer {
    let folder = FileManager.default.temporaryDirectory
      .appending(path: "dimo-test-\(UUID().uuidString)")
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
    return DimoTestServer(
      running: running, clock: clock, client: DimoClient(baseURL: running.apiURL), folder: folder)
  }

  /// Stops serving, drops a PostgreSQL schema and closes the database, within a minute.
  func stop() async throws {
    let harness = self
    try await waiting(upTo: .seconds(60), for: "the DIMO server to stop") {
      await harness.shutDown()
    }
  }
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
