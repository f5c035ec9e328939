import ExampleSupport
import Logging
import SQLKit
import SQLiteKit
import SQLiteNIO

/// The embedded engine: one SQLite file in WAL mode, one writer connection (SQLite writes one
/// transaction at a time anyway) and a few reader connections that read beside it.
final class SQLiteDimoDatabase: DimoDatabase {
  let engine = DimoEngine.sqlite
  private let writer: ResourcePool<SQLiteConnection>
  private let readers: ResourcePool<SQLiteConnection>

  private init(writer: SQLiteConnection, readers: [SQLiteConnection]) {
    self.writer = ResourcePool([writer])
    self.readers = ResourcePool(readers)
  }

  /// Opens (and creates) the file at `path`, private to its owner (``PrivateDatabaseFile``:
  /// 0600, and so its `-wal` and `-shm`, in a 0700 folder).
  /// - Parameter readerCount: the connections that read while the writer writes.
  static func open(path: String, readerCount: Int = 4, logger: Logger) async throws
    -> SQLiteDimoDatabase
  {
    try PrivateDatabaseFile(path: path).prepare()
    let writer = try await SQLiteConnection.open(storage: .file(path: path), logger: logger)
    for pragma in ["journal_mode = WAL", "synchronous = NORMAL", "foreign_keys = ON"] {
      try await writer.sql(queryLogLevel: nil).raw("PRAGMA \(unsafeRaw: pragma)").run()
    }
    var readers: [SQLiteConnection] = []
    for _ in 0..<max(readerCount, 1) {
      let reader = try await SQLiteConnection.open(storage: .file(path: path), logger: logger)
      for pragma in ["foreign_keys = ON", "query_only = ON"] {
        try await reader.sql(queryLogLevel: nil).raw("PRAGMA \(unsafeRaw: pragma)").run()
      }
      readers.append(reader)
    }
    return SQLiteDimoDatabase(writer: writer, readers: readers)
  }

  func read<T: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> T)
    async throws -> T
  {
    try await readers.with { connection in
      try await Self.transaction(connection.sql(queryLogLevel: nil), begin: "BEGIN", body)
    }
  }

  func write<T: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> T)
    async throws -> T
  {
    try await writer.with { connection in
      try await Self.transaction(connection.sql(queryLogLevel: nil), begin: "BEGIN IMMEDIATE", body)
    }
  }

  func close() async {
    for connection in await writer.drain() + readers.drain() {
      try? await connection.close()
    }
  }

  private static func transaction<T>(
    _ database: any SQLDatabase, begin: String,
    _ body: @Sendable (any SQLDatabase) async throws -> T
  ) async throws -> T {
    try await database.raw("\(unsafeRaw: begin)").run()
    do {
      let value = try await body(database)
      try await database.raw("COMMIT").run()
      return value
    } catch {
      try? await database.raw("ROLLBACK").run()
      throw error
    }
  }
}
