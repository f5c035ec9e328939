import DimoTestSupport
import Foundation
import Logging
import SQLKit

@testable import DimoServer

#if canImport(Glibc)
  import Glibc
#endif

/// PostgreSQL databases for the DIMO test servers, each a copy of one database migrated and
/// seeded once per test process (`CREATE DATABASE … TEMPLATE`, PostgreSQL's own file copy).
///
/// Seeding through the server is most of a PostgreSQL test server's start: thousands of rows
/// bound one by one, seconds of a debug build's CPU, and with a hundred PostgreSQL test servers
/// a run, the slowest part of the suite on a loaded machine. A copy holds the same rows, the
/// same identity sequences and the same schema version, so the server migrates nothing.
///
/// The databases are named after this machine and process (`dimo_seed_<host>_<pid>`,
/// `dimo_t_<host>_<pid>_<n>`). A test drops its copy when its server stops; the seeded
/// database lives as long as the process, and the first test process after it drops it (and any
/// copy a killed process left) when that process no longer runs.
enum SeededPostgres {
  /// A copy of the seeded database, made for one test server.
  struct Copy: Sendable {
    /// The database's name.
    let name: String
    /// The URL the server connects to.
    let url: String
  }

  /// A new database holding the seeded rows, as a server whose clock reads `now` seeds them.
  static func copy(now: Date) async throws -> Copy {
    try await Registry.shared.copy(now: now)
  }

  /// Drops a copy (closing any connection still open to it).
  static func drop(_ copy: Copy) async throws {
    try await Registry.shared.drop(copy)
  }
}

/// The connection that creates and drops databases, and the seeded databases made so far.
private actor Registry {
  static let shared = Registry()

  private var admin: Task<PostgresDimoDatabase, any Error>?
  private var seeded: [Int64: Task<String, any Error>] = [:]
  private var copies = 0
  private let prefix = "dimo_t_\(machineTag)_\(getpid())_"

  func copy(now: Date) async throws -> SeededPostgres.Copy {
    let template = try await seededDatabase(now: now).value
    copies += 1
    let name = prefix + String(copies)
    try await run("CREATE DATABASE \(ident: name) TEMPLATE \(ident: template)")
    return SeededPostgres.Copy(name: name, url: try url(of: name))
  }

  func drop(_ copy: SeededPostgres.Copy) async throws {
    try await run("DROP DATABASE IF EXISTS \(ident: copy.name) WITH (FORCE)")
  }

  private func seededDatabase(now: Date) -> Task<String, any Error> {
    let key = Int64(now.timeIntervalSince1970.rounded(.down))
    if let made = seeded[key] { return made }
    let name = "dimo_seed_\(machineTag)_\(getpid())_\(seeded.count + 1)"
    let task = Task { try await self.seed(name, now: now) }
    seeded[key] = task
    return task
  }

  /// Drops what earlier test processes on this machine left, creates `name` and has a server
  /// migrate and seed it, then closes that server: a template must have no connection open.
  private func seed(_ name: String, now: Date) async throws -> String {
    try await dropLeftovers()
    try await run("CREATE DATABASE \(ident: name)")
    let folder = FileManager.default.temporaryDirectory.appending(path: "dimo-seed-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try await DimoServer.open(
      .forTests(
        folder: folder, database: .postgres(url: try url(of: name), maxConnections: 4),
        clock: { now }))
    await server.close()
    return name
  }

  /// Drops the seeded databases and copies of test processes of this machine that no longer
  /// run.
  private func dropLeftovers() async throws {
    let names = try await connection().read { db in
      try await db.raw(
        "SELECT datname FROM pg_database WHERE datname LIKE \(bind: "dimo\\_%\\_\(machineTag)\\_%")"
      ).all().map { try $0.decode(column: "datname", as: String.self) }
    }
    for name in names {
      let parts = name.split(separator: "_")
      guard parts.count >= 5, ["seed", "t"].contains(parts[1]), let pid = Int32(parts[3]),
        pid != getpid(), kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      try await run("DROP DATABASE IF EXISTS \(ident: name) WITH (FORCE)")
    }
  }

  /// Runs one statement outside a transaction (databases are made and dropped outside one).
  private func run(_ statement: SQLQueryString) async throws {
    try await connection().read { db in try await db.raw(statement).run() }
  }

  /// The connection to the database of `DIMO_TEST_POSTGRES_URL`, opened on first use.
  private func connection() async throws -> PostgresDimoDatabase {
    if let admin { return try await admin.value }
    let opening = Task {
      try await PostgresDimoDatabase.open(
        url: TestEngine.postgresURL ?? "", maxConnections: 2,
        connectTimeout: DimoServerConfiguration.testPostgresConnectTimeout,
        logger: Logger(label: "dimo-admin") { _ in SwiftLogNoOpLogHandler() })
    }
    admin = opening
    return try await opening.value
  }

  /// `DIMO_TEST_POSTGRES_URL` with another database.
  private func url(of database: String) throws -> String {
    guard var components = URLComponents(string: TestEngine.postgresURL ?? "") else {
      throw PostgresURL.Invalid(description: "\(TestEngine.postgresVariable) is not a URL")
    }
    components.path = "/" + database
    guard let url = components.string else {
      throw PostgresURL.Invalid(description: "no URL for the database \(database)")
    }
    return url
  }
}

/// This machine, in eight hexadecimal digits of its host name: databases of test processes on
/// other machines sharing the PostgreSQL server are never taken for leftovers.
private let machineTag: String = {
  // FNV-1a: stable across processes, unlike `Hasher`.
  var hash: UInt32 = 2_166_136_261
  for byte in ProcessInfo.processInfo.hostName.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
  return String(hash, radix: 16).leftPadded(to: 8)
}()

extension String {
  fileprivate func leftPadded(to length: Int) -> String {
    String(repeating: "0", count: max(0, length - count)) + self
  }
}
