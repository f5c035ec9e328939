import Foundation
import GRDB
import ProjectManagerAPI
import ProjectManagerDomain

/// Reading and writing ``WorkRecord``s in the `work` table.
extension WorkRecord {
  /// Every column of the `work` table, in the order ``init(row:)`` reads.
  static let columns =
    "id, title, title_stamp, body, body_stamp, due, due_stamp, state, state_stamp, deleted_stamp"

  /// Every column of the `work` table prefixed with `work.`, for joins.
  static let qualifiedColumns = columns.split(separator: ",")
    .map { "work." + $0.trimmingCharacters(in: .whitespaces) }.joined(separator: ", ")

  /// Decodes the ``columns`` of a row of `work`, starting at column `start`; `nil` when a value
  /// is damaged (the row is then skipped).
  init?(row: Row, from start: Int = 0) {
    guard let id = ColumnText.uuid(row[start]),
      let titleStamp = Stamp(row[start + 2] as String),
      let bodyStamp = Stamp(row[start + 4] as String),
      let due = ColumnText.day(row[start + 5]), let dueStamp = Stamp(row[start + 6] as String),
      let state = WorkState(rawValue: row[start + 7]),
      let stateStamp = Stamp(row[start + 8] as String)
    else { return nil }
    let deleted: String? = row[start + 9]
    self.init(
      id: id, title: Field(row[start + 1], titleStamp), body: Field(row[start + 3], bodyStamp),
      due: Field(due, dueStamp), state: Field(state, stateStamp),
      deletedAt: deleted.flatMap(Stamp.init))
  }

  /// Inserts or replaces this record's row.
  func save(_ db: Database) throws {
    try db.execute(
      sql: """
        INSERT OR REPLACE INTO work (\(Self.columns), is_deleted)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
      arguments: [
        id.uuidString, title.value, title.stamp.description, body.value,
        body.stamp.description, due.value.iso, due.stamp.description, state.value.rawValue,
        state.stamp.description, deletedAt?.description, isDeleted,
      ])
  }

  /// The stored record with this id, tombstones included.
  static func fetch(_ db: Database, id: UUID) throws -> WorkRecord? {
    try Row.fetchOne(
      db, sql: "SELECT \(columns) FROM work WHERE id = ?", arguments: [id.uuidString]
    ).flatMap { WorkRecord(row: $0) }
  }
}

extension Work {
  /// The columns the board reads.
  static let boardColumns = "id, title, body, due, state"

  /// Decodes a row of ``boardColumns``; `nil` when a value is damaged.
  init?(boardRow row: Row) {
    guard let id = ColumnText.uuid(row[0]), let due = ColumnText.day(row[3]),
      let state = WorkState(rawValue: row[4])
    else { return nil }
    self.init(id: id, title: row[1], body: row[2], due: due, state: state)
  }

  /// Every live work in board order: due day, then title, then id.
  static func fetchBoard(_ db: Database) throws -> [Work] {
    try Row.fetchCursor(
      db,
      sql: "SELECT \(boardColumns) FROM work WHERE is_deleted = 0 ORDER BY due, title, id"
    ).compactMap(Work.init(boardRow:)).reduce(into: []) { $0.append($1) }
  }
}
