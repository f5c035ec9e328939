import Foundation
import GRDB
import ProjectManagerAPI
import ProjectManagerDomain

extension WorkRecord {
  /// Decodes the ``WorkTable/recordColumns`` of `row`, starting at column `start`, with the same
  /// checks as a record from the wire (``init(validating:)``).
  /// - Throws: ``DamagedWorkRow`` naming the row and what is wrong with it: a damaged row is
  ///   reported, never skipped.
  public init(row: Row, startingAt start: Int = 0) throws(DamagedWorkRow) {
    let id: String = row[start] ?? ""
    let dto = WorkRecordDTO(
      id: id, title: row[start + 1] ?? "", titleStamp: row[start + 2] ?? "",
      body: row[start + 3] ?? "", bodyStamp: row[start + 4] ?? "", due: row[start + 5] ?? "",
      dueStamp: row[start + 6] ?? "", state: row[start + 7] ?? "",
      stateStamp: row[start + 8] ?? "", deletedStamp: row[start + 9])
    do {
      try self.init(validating: dto, storedRow: true)
    } catch {
      throw DamagedWorkRow(id: id, reason: error)
    }
  }

  /// The values of the ``WorkTable/recordColumns``, in order, for an `INSERT`.
  public var columnValues: [(any DatabaseValueConvertible)?] {
    let dto = WorkRecordDTO(self)
    return [
      dto.id, dto.title, dto.titleStamp, dto.body, dto.bodyStamp, dto.due, dto.dueStamp,
      dto.state, dto.stateStamp, dto.deletedStamp,
    ]
  }
}

extension WorkRecord {
  /// The stored record with this id, tombstones included.
  /// - Throws: ``DamagedWorkRow`` when its row is damaged.
  public static func fetch(_ db: Database, id: UUID) throws -> WorkRecord? {
    guard
      let row = try Row.fetchOne(
        db, sql: "SELECT \(WorkTable.selection) FROM \(WorkTable.name) WHERE id = ?",
        arguments: [id.uuidString])
    else { return nil }
    return try WorkRecord(row: row)
  }

  /// Inserts or replaces this record's row, with the database's own columns (`is_deleted` on a
  /// device, `seq` on the server).
  public func save(
    _ db: Database, with ownColumns: KeyValuePairs<String, any DatabaseValueConvertible>
  )
    throws
  {
    let columns = WorkTable.recordColumns + ownColumns.map(\.key)
    let placeholders = Array(repeating: "?", count: columns.count).joined(separator: ", ")
    try db.execute(
      sql: """
        INSERT OR REPLACE INTO \(WorkTable.name) (\(columns.joined(separator: ", ")))
        VALUES (\(placeholders))
        """,
      arguments: StatementArguments(columnValues + ownColumns.map(\.value)))
  }
}
