import ExampleSupport
import Foundation
import GRDB

/// Records orders in SQLite through GRDB.
///
/// In memory (a `DatabaseQueue`) for tests and throwaway runs; in a file, `onban.sqlite`, for real
/// runs (a `DatabasePool`, which puts the file in WAL mode). The schema is created and upgraded by
/// a `DatabaseMigrator` when the store opens.
struct OrderStore: Sendable {
  /// The database file's name in the data folder.
  static let fileName = "onban.sqlite"

  let writer: any DatabaseWriter

  private init(writer: any DatabaseWriter) throws {
    self.writer = writer
    try Self.migrator.migrate(writer)
  }

  /// A private in-memory database, made and migrated on a thread of its own (`offThePool`),
  /// as the file is: a test run opens dozens at once.
  static func inMemory() async throws -> OrderStore {
    try await offThePool { () throws in try OrderStore(writer: DatabaseQueue()) }
  }

  /// `onban.sqlite` in a folder, created with its parents when missing, opened on a thread of
  /// its own (`offThePool` of ExampleSupport: the open waits for the disk); the file and its
  /// `-wal`/`-shm` are 0600 and the folder 0700 (``PrivateDatabaseFile``).
  static func file(in folder: URL) async throws -> OrderStore {
    try await offThePool { () throws in try fileBlocking(in: folder) }
  }

  private static func fileBlocking(in folder: URL) throws -> OrderStore {
    let path = folder.appending(path: fileName).path(percentEncoded: false)
    try PrivateDatabaseFile(path: path).prepare()
    return try OrderStore(writer: DatabasePool(path: path))
  }

  private static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1: orders") { db in
      try db.create(table: OrderRecord.databaseTableName) { table in
        table.primaryKey("id", .text)
        table.column("detail_hash", .text).notNull().indexed()
        table.column("quantity", .integer).notNull()
          .check { $0 >= 1 && $0 <= 99 }
        table.column("unit_price", .integer).notNull()
        table.column("total", .integer).notNull()
        table.column("created_at", .datetime).notNull()
      }
    }
    return migrator
  }

  /// Inserts an order.
  func record(_ order: OnbanOrder) async throws {
    let record = OrderRecord(order)
    try await writer.write { db in try record.insert(db) }
  }

  /// How many orders are stored.
  func count() async throws -> Int {
    try await writer.read { db in try OrderRecord.fetchCount(db) }
  }

  /// SQLite's journal mode: `wal` for a file, `memory` in memory.
  func journalMode() async throws -> String {
    try await writer.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") ?? "" }
  }

  /// Every stored order, oldest first.
  func all() async throws -> [OnbanOrder] {
    try await writer.read { db in
      try OrderRecord.order(Column("created_at"), Column("rowid")).fetchAll(db).map(\.order)
    }
  }
}
