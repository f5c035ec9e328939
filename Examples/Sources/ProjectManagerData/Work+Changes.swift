import Foundation
import GRDB
import ProjectManagerDomain
import ProjectManagerStorage

extension Work {
  /// The works in the `work` rows with these rowids, as a change: live ones saved, deleted ones
  /// removed.
  /// - Throws: ``DamagedWorkRow`` when a row is damaged, as a full read would.
  static func fetchChanges(_ db: Database, rowIDs: Set<Int64>) throws -> WorkChanges {
    var saved: [Work] = []
    var removed: [UUID] = []
    let ids = Array(rowIDs)
    for start in stride(from: 0, to: ids.count, by: batchSize) {
      let batch = ids[start..<min(start + batchSize, ids.count)]
      let placeholders = Array(repeating: "?", count: batch.count).joined(separator: ", ")
      let statement = try db.makeStatement(
        sql: """
          SELECT \(boardColumns), is_deleted FROM \(WorkTable.name)
          WHERE rowid IN (\(placeholders))
          """)
      let rows = try Row.fetchCursor(statement, arguments: StatementArguments(batch))
      while let row = try rows.next() {
        let isDeleted: Bool = row[5] ?? false
        if isDeleted {
          let id: String = row[0] ?? ""
          do {
            removed.append(try WorkID.parse(id))
          } catch {
            throw DamagedWorkRow(id: id, reason: .invalid(error))
          }
        } else {
          saved.append(try Work(boardColumnsOf: statement.sqliteStatement))
        }
      }
    }
    return .changed(saved: saved, removed: removed)
  }

  /// Rowids per statement, well under SQLite's limit on parameters.
  private static let batchSize = 500
}
