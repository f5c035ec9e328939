import Foundation
import GRDB
import GRDBSQLite
import ProjectManagerDomain
import ProjectManagerStorage

extension Work {
  /// Decodes ``boardColumns`` from the current row of `statement`, reading the id, the due day
  /// and the state from SQLite's bytes: only the title and the body become strings, and those
  /// with their byte counts (a row of 100,000 costs what a plain fetch of its strings does).
  /// - Throws: ``DamagedWorkRow`` when a value is damaged: the board reports it rather than
  ///   hiding the work.
  init(boardColumnsOf statement: SQLiteStatement) throws(DamagedWorkRow) {
    let idBytes = Self.utf8(statement, 0)
    let dueBytes = Self.utf8(statement, 3)
    let stateBytes = Self.utf8(statement, 4)
    guard let id = WorkID.parse(utf8: idBytes), let due = Day(utf8: dueBytes),
      let state = WorkState(utf8: stateBytes)
    else {
      // The slow way, for its error (or for a state written in capitals, which it accepts).
      let idText = String(decoding: idBytes, as: UTF8.self)
      do throws(WorkValidationError) {
        self.init(
          id: try WorkID.parse(idText), title: Self.string(statement, 1),
          body: Self.string(statement, 2),
          due: try Day(parsing: String(decoding: dueBytes, as: UTF8.self)),
          state: try WorkState(parsing: String(decoding: stateBytes, as: UTF8.self)))
      } catch {
        throw DamagedWorkRow(id: idText, reason: .invalid(error))
      }
      return
    }
    self.init(
      id: id, title: Self.string(statement, 1), body: Self.string(statement, 2), due: due,
      state: state)
  }

  /// The bytes of column `index` of the current row (none for NULL), valid until the statement
  /// steps again.
  private static func utf8(_ statement: SQLiteStatement, _ index: CInt) -> UnsafeBufferPointer<
    UInt8
  > {
    // `sqlite3_column_text` first, then its byte count, as SQLite asks.
    let text = sqlite3_column_text(statement, index)
    return UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(statement, index)))
  }

  /// Column `index` of the current row as a string (empty for NULL).
  private static func string(_ statement: SQLiteStatement, _ index: CInt) -> String {
    String(decoding: utf8(statement, index), as: UTF8.self)
  }
}
