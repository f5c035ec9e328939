import Foundation
import GRDB
import ProjectManagerAPI
import ProjectManagerDomain

/// The `set_aside` table: records pulled from the server that this device could not apply,
/// kept whole (their JSON) with why, so that one record never stops the sync of the others.
enum SetAsideTable {
  /// Creates the table (migration `v4`).
  static func create(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE set_aside (
          id TEXT PRIMARY KEY NOT NULL,
          reason TEXT NOT NULL,
          record TEXT NOT NULL
        )
        """)
  }

  /// Keeps `dto` aside with `reason`, replacing an older version of the same id.
  static func keep(_ db: Database, _ dto: WorkRecordDTO, reason: String) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(dto), as: UTF8.self)
    try db.execute(
      sql: "INSERT OR REPLACE INTO set_aside (id, reason, record) VALUES (?, ?, ?)",
      arguments: [dto.id, reason, json])
  }

  /// Forgets the record `id` set aside before: a version of it has now been applied.
  static func forget(_ db: Database, id: String) throws {
    try db.execute(sql: "DELETE FROM set_aside WHERE id = ?", arguments: [id])
  }

  /// Every record set aside, by id.
  static func all(_ db: Database) throws -> [SetAsideRecord] {
    try Row.fetchAll(db, sql: "SELECT id, reason FROM set_aside ORDER BY id").map {
      SetAsideRecord(id: $0["id"], reason: $0["reason"])
    }
  }
}
