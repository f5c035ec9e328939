import Foundation
import GRDB
import ProjectManagerStorage

/// Opens the board's SQLite database and brings its schema up to date.
///
/// A file database is a `DatabasePool`, which runs in WAL mode: readers (the board's
/// observation) never wait for the writer, and a crash in the middle of a write loses only
/// that uncommitted transaction. Tables:
/// - `work`: every work ever known, deleted ones as tombstones, each field with its stamp (the
///   schema the sync server shares, ``WorkTable``, plus `is_deleted` for the board's index);
/// - `outbox`: one row per work with local changes not yet acknowledged by the server,
///   written in the same transaction as the change;
/// - `sync_meta`: the device id, the pull cursor, the last sync's outcome, and the newest stamp
///   of any work (kept by triggers on `work`, so that opening the store reads one row instead of
///   every work's stamps);
/// - `set_aside`: records pulled from the server that this device could not apply, kept with
///   why (``SetAsideTable``).
enum WorkDatabase {
  /// Opens (creating if needed) a database file and migrates it.
  static func open(path: String) throws -> DatabasePool {
    var configuration = Configuration()
    // Another process (the command line while the board runs) may hold the write lock briefly.
    configuration.busyMode = .timeout(5)
    let pool = try DatabasePool(path: path, configuration: configuration)
    try migrator.migrate(pool)
    return pool
  }

  /// Opens a database file for reading only: nothing is written, not even the WAL mode.
  static func openForReading(path: String) throws -> DatabasePool {
    var configuration = Configuration()
    configuration.readonly = true
    configuration.busyMode = .timeout(5)
    return try DatabasePool(path: path, configuration: configuration)
  }

  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1: works, outbox, sync state") { db in
      try db.execute(
        sql: """
          CREATE TABLE work (
            id TEXT PRIMARY KEY NOT NULL,
            title TEXT NOT NULL,
            title_stamp TEXT NOT NULL,
            body TEXT NOT NULL CHECK (length(body) <= 1000),
            body_stamp TEXT NOT NULL,
            due TEXT NOT NULL,
            due_stamp TEXT NOT NULL,
            state TEXT NOT NULL CHECK (state IN ('todo', 'doing', 'done')),
            state_stamp TEXT NOT NULL,
            deleted_stamp TEXT,
            is_deleted INTEGER NOT NULL DEFAULT 0
          );
          CREATE INDEX work_board ON work (is_deleted, due, title, id);
          CREATE TABLE outbox (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            work_id TEXT NOT NULL UNIQUE
          );
          CREATE TABLE sync_meta (
            key TEXT PRIMARY KEY NOT NULL,
            value TEXT NOT NULL
          );
          """)
    }
    migrator.registerMigration("v2: the work table shared with the server") { db in
      // The shared schema adds the title's CHECK; the rows are kept.
      try WorkTable.rebuild(in: db, from: WorkTable.name, copying: ["is_deleted"]) { table in
        table.column("is_deleted", .integer).notNull().defaults(to: 0)
      }
      try db.create(
        index: "work_board", on: WorkTable.name, columns: ["is_deleted", "due", "title", "id"])
    }
    migrator.registerMigration("v3: the newest stamp kept as works are written") { db in
      try SyncMeta.createNewestStampTriggers(db)
    }
    migrator.registerMigration("v4: records set aside") { db in
      try SetAsideTable.create(db)
    }
    return migrator
  }
}
