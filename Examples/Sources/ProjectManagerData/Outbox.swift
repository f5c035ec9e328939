import Foundation
import GRDB
import ProjectManagerAPI
import ProjectManagerStorage

/// The `outbox` table: works with local changes the server has not acknowledged yet.
///
/// One row per work; a newer change replaces the row with a higher `seq`, so acknowledging a
/// pushed batch (every row up to the batch's last `seq`) never drops a change made while the
/// batch was in flight.
enum Outbox {
  /// Queues `id` for the next push (in the caller's transaction).
  static func enqueue(_ db: Database, id: UUID) throws {
    try db.execute(
      sql: "INSERT OR REPLACE INTO outbox (work_id) VALUES (?)", arguments: [id.uuidString])
  }

  /// How many works wait to be pushed.
  static func count(_ db: Database) throws -> Int {
    try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM outbox") ?? 0
  }

  /// The oldest `limit` queued works' current records, and the last `seq` among them.
  static func batch(_ db: Database, limit: Int) throws -> (records: [WorkRecord], lastSeq: Int64) {
    let rows = try Row.fetchAll(
      db,
      sql: """
        SELECT outbox.seq, \(WorkTable.selection(from: "work"))
        FROM outbox JOIN \(WorkTable.name) AS work ON work.id = outbox.work_id
        ORDER BY outbox.seq LIMIT ?
        """, arguments: [limit])
    let lastSeq: Int64 = rows.last?[0] ?? 0
    let records = try rows.map { try WorkRecord(row: $0, startingAt: 1) }
    return (records, lastSeq)
  }

  /// Forgets every queued row up to `seq` (the server has them).
  static func acknowledge(_ db: Database, upTo seq: Int64) throws {
    try db.execute(sql: "DELETE FROM outbox WHERE seq <= ?", arguments: [seq])
  }
}
