import GRDB
import ProjectManagerDomain

/// The `work` table that both databases keep — the board's on each device and the sync
/// server's: one schema, one codec (``ProjectManagerAPI/WorkRecord/init(row:startingAt:)``),
/// and the rules of ``ProjectManagerDomain/WorkRules`` as the last guard.
///
/// Each database adds its own columns: the device `is_deleted` (for the board's index), the
/// server `seq` (the change number that pulls page by).
public enum WorkTable {
  /// The table's name in both databases.
  public static let name = "work"

  /// The columns of a record, in the order the codec reads and writes them.
  public static let recordColumns = [
    "id", "title", "title_stamp", "body", "body_stamp", "due", "due_stamp", "state",
    "state_stamp", "deleted_stamp",
  ]

  /// The record columns as a `SELECT` list.
  public static let selection = recordColumns.joined(separator: ", ")

  /// The record columns prefixed with `alias.`, for joins.
  public static func selection(from alias: String) -> String {
    recordColumns.map { "\(alias).\($0)" }.joined(separator: ", ")
  }

  /// Creates the table `tableName` with the record's columns and constraints, then the
  /// database's own columns.
  public static func create(
    in db: Database, named tableName: String = name,
    addingColumns addOwnColumns: (TableDefinition) -> Void
  ) throws {
    try db.create(table: tableName) { table in
      table.primaryKey("id", .text)
      table.column("title", .text).notNull()
        .check(sql: "length(title) <= \(WorkRules.titleLimit)")
      table.column("title_stamp", .text).notNull()
      table.column("body", .text).notNull()
        .check(sql: "length(body) <= \(WorkRules.bodyLimit)")
      table.column("body_stamp", .text).notNull()
      table.column("due", .text).notNull()
      table.column("due_stamp", .text).notNull()
      let states = WorkState.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
      table.column("state", .text).notNull().check(sql: "state IN (\(states))")
      table.column("state_stamp", .text).notNull()
      table.column("deleted_stamp", .text)
      addOwnColumns(table)
    }
  }

  /// Replaces the table `old` with one made by ``create(in:named:addingColumns:)``, keeping
  /// every row: how a database made before this shared schema moves to it. `copied` lists the
  /// database's own columns to carry over with the record's.
  public static func rebuild(
    in db: Database, from old: String, copying copied: [String],
    addingColumns addOwnColumns: (TableDefinition) -> Void
  ) throws {
    let rebuilt = "\(name)_rebuilt"
    try create(in: db, named: rebuilt, addingColumns: addOwnColumns)
    let columns = (recordColumns + copied).joined(separator: ", ")
    try db.execute(sql: "INSERT INTO \(rebuilt) (\(columns)) SELECT \(columns) FROM \(old)")
    try db.drop(table: old)
    try db.rename(table: rebuilt, to: name)
  }
}
