import ExampleSupport
import Foundation
import GRDB
import ProjectManagerAPI
import ProjectManagerDomain
import ProjectManagerStorage

/// The server's records in SQLite through GRDB — the `work` table every device also keeps
/// (``WorkTable``), plus the change number (`seq`) of each record's last change.
///
/// Change numbers are global and only grow: every push record that changes the stored copy gets
/// the next one, so "changes after N" is `seq > N`. In memory (a `DatabaseQueue`) for tests and
/// throwaway runs; in a file, `pm-server.sqlite`, for real runs (a `DatabasePool`, which puts the
/// file in WAL mode). The schema is created and upgraded by a `DatabaseMigrator` when it opens.
struct SyncStore: Sendable {
  let writer: any DatabaseWriter

  private init(writer: any DatabaseWriter) throws {
    self.writer = writer
    try Self.migrator.migrate(writer)
  }

  /// A private in-memory database, made and migrated on a thread of its own (`offThePool`):
  /// the migration keeps a thread busy for a while, and a test run opens dozens at once.
  static func inMemory() async throws -> SyncStore {
    try await offThePool { () throws in try SyncStore(writer: DatabaseQueue()) }
  }

  /// `pm-server.sqlite` in a folder, created with its parents when missing, opened on a thread
  /// of its own (`offThePool` of ExampleSupport: the open waits for the disk); the file and its
  /// `-wal`/`-shm` are 0600 and the folder 0700 (``PrivateDatabaseFile``).
  static func file(in folder: URL) async throws -> SyncStore {
    try await offThePool { () throws in try fileBlocking(in: folder) }
  }

  private static func fileBlocking(in folder: URL) throws -> SyncStore {
    let path = folder.appending(path: ProjectManagerServerConfiguration.fileName)
      .path(percentEncoded: false)
    try PrivateDatabaseFile(path: path).prepare()
    var configuration = Configuration()
    // `cairn-apps serve` and an embedded server may share the file: wait for the other's write.
    configuration.busyMode = .timeout(5)
    return try SyncStore(writer: DatabasePool(path: path, configuration: configuration))
  }

  private static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1: works") { db in
      // The first schema, kept so that a database made by it migrates to v2 like any other.
      try db.create(table: "works") { table in
        table.primaryKey("id", .text)
        table.column("title", .text).notNull()
        table.column("title_stamp", .text).notNull()
        table.column("body", .text).notNull()
        table.column("body_stamp", .text).notNull()
        table.column("due", .text).notNull()
        table.column("due_stamp", .text).notNull()
        table.column("state", .text).notNull()
          .check(sql: "state IN ('todo', 'doing', 'done')")
        table.column("state_stamp", .text).notNull()
        table.column("deleted_stamp", .text)
        table.column("seq", .integer).notNull().unique()
      }
    }
    migrator.registerMigration("v2: the work table shared with the devices") { db in
      try WorkTable.rebuild(in: db, from: "works", copying: ["seq"]) { table in
        // UNIQUE gives the column its index: pulls read `seq > N ORDER BY seq`.
        table.column("seq", .integer).notNull().unique()
      }
    }
    return migrator
  }

  /// Merges `records` into the stored ones in one transaction.
  ///
  /// A record that changes its stored copy (or is new) is saved with the next change number;
  /// one that changes nothing (older or already merged) is skipped.
  /// - Returns: how many records changed something, the latest change number after the push,
  ///   and the one before it.
  func push(_ records: [WorkRecord]) async throws -> (applied: Int, cursor: Int, previous: Int) {
    try await writer.write { db in
      let previous = try Self.latestSeq(db)
      var latest = previous
      var applied = 0
      for record in records {
        let current = try WorkRecord.fetch(db, id: record.id)
        let merged = current?.merged(with: record) ?? record
        guard merged != current else { continue }
        latest += 1
        try merged.save(db, with: ["seq": latest])
        applied += 1
      }
      return (applied, latest, previous)
    }
  }

  /// Up to `limit` records changed after change number `since`, in change order.
  ///
  /// A `since` beyond the latest change number comes from a client that synced with another
  /// database (this one was lost or replaced): the page then starts from 0, so that the client
  /// pulls everything again and its cursor moves back to this database's numbers.
  func pull(since: Int, limit: Int) async throws -> PullPage {
    try await writer.read { db in
      let start = since > (try Self.latestSeq(db)) ? 0 : since
      let rows = try Row.fetchAll(
        db,
        sql: """
          SELECT \(WorkTable.selection), seq FROM \(WorkTable.name)
          WHERE seq > ? ORDER BY seq LIMIT ?
          """,
        arguments: [start, limit + 1])
      let page = rows.prefix(limit)
      let lastSeq: Int? = page.last?[WorkTable.recordColumns.count]
      return PullPage(
        records: try page.map { try WorkRecord(row: $0) }, cursor: lastSeq ?? start,
        hasMore: rows.count > limit)
    }
  }

  /// The works that are not deleted, by due day, then title, then id.
  func liveWorks() async throws -> [Work] {
    try await all().filter { !$0.isDeleted }.map(\.work).sorted { lhs, rhs in
      (lhs.due, lhs.title, lhs.id.uuidString) < (rhs.due, rhs.title, rhs.id.uuidString)
    }
  }

  /// Every record, tombstones included, in change order.
  func all() async throws -> [WorkRecord] {
    try await writer.read { db in
      try Row.fetchAll(
        db, sql: "SELECT \(WorkTable.selection) FROM \(WorkTable.name) ORDER BY seq"
      ).map { try WorkRecord(row: $0) }
    }
  }

  /// The latest change number, 0 when nothing is stored.
  func latestSeq() async throws -> Int {
    try await writer.read { db in try Self.latestSeq(db) }
  }

  /// SQLite's journal mode: `wal` for a file, `memory` in memory.
  func journalMode() async throws -> String {
    try await writer.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") ?? "" }
  }

  private static func latestSeq(_ db: Database) throws -> Int {
    try Int.fetchOne(db, sql: "SELECT MAX(seq) FROM \(WorkTable.name)") ?? 0
  }
}
