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

  /// Every live work in board order: due day, then title, then id.
  static func fetchAllLive(_ db: Database) throws -> [Work] {
    var works: [Work] = []
    try forEachLive(db) { works.append($0) }
    return works
  }

  /// The board: every live work in its column, in board order, split as it is read.
  static func fetchBoard(_ db: Database) throws -> Board {
    var board = Board([])
    try forEachLive(db) { board.append($0) }
    return board
  }

  /// Calls `body` with every live work in board order (the order ``Work/isInBoardOrder(before:)``
  /// keeps in Swift).
  private static func forEachLive(_ db: Database, _ body: (consuming Work) -> Void) throws {
    let statement = try db.makeStatement(
      sql: """
        SELECT \(boardColumns) FROM \(WorkTable.name) WHERE is_deleted = 0
        ORDER BY due, title, id
        """)
    let rows = try Row.fetchCursor(statement)
    while try rows.next() != nil {
      body(try Work(boardColumnsOf: statement.sqliteStatement))
    }
  }
}
