import CairnTesting
import DimoAPI
import DimoServer
import DimoTestSupport
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
  /// The PostgreSQL database made for this server (dropped when it stops); nil on SQLite.
  let postgresCopy: SeededPostgres.Copy?

  /// The server.
  var server: DimoServer { running.server }

  /// The database, for checks the API does not show.
  var database: any DimoDatabase { server.env.database }
}

/// Runs `body` against a fresh server on `engine`, then stops it and removes its data. Every
/// phase is bounded, so that a server that never opens, a test that never ends or a server that
/// never stops fails with a sentence instead of hanging the run. The wait for a slot is bounded
/// by the queue's progress, not its length (see ``ServerSlots``): it fails when no slot was
/// given back for longer than a server may hold one (``slotHoldLimit``). Every DIMO server
/// suite is bounded at eight minutes, the queue included.
///
/// On SQLite the server opens a copy of a database seeded once per process; `seedInPlace` has
/// it migrate and seed its empty folder instead, for the tests of the migration itself.
func withDimo<T: Sendable>(
  _ engine: TestEngine, seedInPlace: Bool = false,
  logger: Logger = Logger(label: "dimo-tests") { _ in SwiftLogNoOpLogHandler() },
  _ body: @escaping @Sendable (DimoTestServer) async throws -> T
) async throws -> T {
  try engine.requireAvailable()
  try await ServerSlots.shared.acquire(stallLimit: slotHoldLimit + .seconds(30))
  do {
    let value = try await run(engine, seedInPlace: seedInPlace, logger: logger, body)
    await ServerSlots.shared.release()
    return value
  } catch {
    await ServerSlots.shared.release()
    throw error
  }
}

/// The bounds of a slot's three phases: the server opening, the test's work, the server
/// stopping.
private let openLimit: Duration = .seconds(120)
private let workLimit: Duration = .seconds(240)
private let stopLimit: Duration = .seconds(60)
/// The longest a test holds a slot: its three phases, each bounded.
let slotHoldLimit = openLimit + workLimit + stopLimit

private func run<T: Sendable>(
  _ engine: TestEngine, seedInPlace: Bool, logger: Logger,
  _ body: @escaping @Sendable (DimoTestServer) async throws -> T
) async throws -> T {
  let harness = try await waiting(upTo: openLimit, for: "the DIMO server on \(engine) to open") {
    try await DimoTestServer.start(engine, seedInPlace: seedInPlace, logger: logger)
  }
  defer { try? FileManager.default.removeItem(at: harness.folder) }
  do {
    let value = try await waiting(upTo: workLimit, for: "the test's work on \(engine)") {
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
  /// The database is a copy of one seeded once per process — a file on SQLite
  /// (``SeededDimoFile``), a database made from a template on PostgreSQL (``SeededPostgres``) —
  /// unless `seedInPlace`: then the server migrates and seeds an empty SQLite folder or
  /// PostgreSQL schema itself.
  static func start(_ engine: TestEngine, seedInPlace: Bool = false, logger: Logger) async throws
    -> DimoTestServer
  {
    let folder = FileManager.default.temporaryDirectory
      .appending(path: "dimo-test-\(UUID().uuidString)")
    let clock = TestClock()
    var postgresCopy: SeededPostgres.Copy?
    let database: DimoServerConfiguration.Database
    switch (engine, seedInPlace) {
    case (.sqlite, false):
      try await SeededDimoFile.copy(into: folder, now: clock.now)
      database = .sqlite()
    case (.sqlite, true):
      database = .sqlite()
    case (.postgres, false):
      let copy = try await SeededPostgres.copy(now: clock.now)
      postgresCopy = copy
      database = .postgres(url: copy.url, maxConnections: 4)
    case (.postgres, true):
      let schema =
        "dimo_test_\(UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: ""))"
      database = .postgres(url: TestEngine.postgresURL ?? "", schema: schema, maxConnections: 4)
    }
    do {
      let server = try await DimoServer.open(
        .forTests(folder: folder, database: database, clock: clock.read, logger: logger))
      let running: RunningDimoServer
      do {
        running = try await RunningDimoServer.start(server, logger: logger)
      } catch {
        await server.close()
        throw error
      }
      return DimoTestServer(
        running: running, clock: clock, client: DimoClient(baseURL: running.apiURL),
        folder: folder, postgresCopy: postgresCopy)
    } catch {
      if let postgresCopy { try? await SeededPostgres.drop(postgresCopy) }
      throw error
    }
  }

  /// Stops serving, drops the PostgreSQL database or schema and closes the database, within a
  /// minute.
  func stop() async throws {
    let harness = self
    try await waiting(upTo: stopLimit, for: "the DIMO server to stop") {
      await harness.shutDown()
    }
  }
}

extension DimoTestServer {
  /// Stops serving, drops a PostgreSQL schema and closes the database, then drops the
  /// PostgreSQL database made for this server.
  func shutDown() async {
    await running.running.stopAndWait()
    if let postgres = database as? PostgresDimoDatabase {
      try? await postgres.dropSchema()
    }
    await server.close()
    if let postgresCopy { try? await SeededPostgres.drop(postgresCopy) }
  }
}
