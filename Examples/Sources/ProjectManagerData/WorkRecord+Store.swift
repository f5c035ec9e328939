import Foundation
import GRDB
import ProjectManagerAPI
import ProjectManagerDomain
import ProjectManagerStorage

/// Writing ``WorkRecord``s in this device's `work` table (the shared schema of ``WorkTable``
/// plus `is_deleted`, which the board's index uses).
extension WorkRecord {
  /// Inserts or replaces this record's row.
  func save(_ db: Database) throws {
    try save(db, with: ["is_deleted": isDeleted])
  }
}

extension Work {
  /// The columns the board reads.
  static let boardColumns = "id, title, body, due, state"

  /// Decodes a row of ``boardColumns``.
  /// - Throws: ``DamagedWorkRow`` when a value is damaged: the board reports it rather than
  ///   hiding the work.
  init(boardRow row: Row) throws {
    let id: String = row[0] ?? ""
    do throws(WorkValidationError) {
      self.init(
        id: try WorkID.parse(id), title: row[1] ?? "", body: row[2] ?? "",
        due: try Day(parsing: row[3] ?? ""), state: try WorkState(parsing: row[4] ?? ""))
    } catch {
      throw DamagedWorkRow(id: id, reason: .invalid(error))
    }
  }

  /// Every live work in board order: due day, then title, then id.
  static func fetchBoard(_ db: Database) throws -> [Work] {
    var works: [Work] = []
    let rows = try Row.fetchCursor(
      db,
      sql: """
        SELECT \(boardColumns) FROM \(WorkTable.name) WHERE is_deleted = 0
        ORDER BY due, title, id
        """)
    while let row = try rows.next() { works.append(try Work(boardRow: row)) }
    return works
  }
}
