import GRDB

/// The baseline of the board benchmarks: the board's query with raw GRDB into plain structs of
/// strings, with no domain types, no observation and no view model.
struct RawBoardRow: FetchableRecord {
  /// The UUID text.
  let id: String
  /// The title.
  let title: String
  /// The body.
  let body: String
  /// `YYYY-MM-DD`.
  let due: String
  /// `todo`, `doing` or `done`.
  let state: String

  /// Reads the columns of ``sql`` in order.
  init(row: Row) throws {
    id = row[0]
    title = row[1]
    body = row[2]
    due = row[3]
    state = row[4]
  }

  /// The board's query: the live works in board order.
  static let sql =
    "SELECT id, title, body, due, state FROM work WHERE is_deleted = 0 "
    + "ORDER BY due, title, id"

  /// Opens a `DatabasePool` on `path` and fetches every live work, in board order.
  static func openAndFetch(path: String) throws -> [RawBoardRow] {
    let pool = try DatabasePool(path: path)
    return try pool.read { db in try RawBoardRow.fetchAll(db, sql: sql) }
  }
}
