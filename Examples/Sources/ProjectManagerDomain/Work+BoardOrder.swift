import Foundation

extension Work {
  /// Whether this work comes before `other` on the board: by due day, then title, then id —
  /// compared as SQLite compares their stored text (`ORDER BY due, title, id`: byte by byte of
  /// the UTF-8, the id in upper case), so that a work placed on its own lands where a full read
  /// of the board puts it.
  public func isInBoardOrder(before other: Work) -> Bool {
    Self.isInBoardOrder(
      due: due, title: title, id: id, before: other.due, other.title, other.id)
  }

  /// The board's order on the parts that decide it (see ``isInBoardOrder(before:)``), for an
  /// index that keeps those parts without the whole work.
  public static func isInBoardOrder(
    due: Day, title: String, id: UUID, before otherDue: Day, _ otherTitle: String,
    _ otherID: UUID
  ) -> Bool {
    if due != otherDue { return due < otherDue }
    let titles = compareBytes(title, otherTitle)
    if titles != 0 { return titles < 0 }
    // The upper-case text of a UUID sorts as its bytes do.
    return withUnsafeBytes(of: id.uuid) { left in
      withUnsafeBytes(of: otherID.uuid) { right in left.lexicographicallyPrecedes(right) }
    }
  }

  /// Negative, zero or positive as `left`'s UTF-8 sorts before, with or after `right`'s
  /// (SQLite's `BINARY` collation; Swift's `<` and `==` on strings would treat canonically
  /// equivalent texts as one).
  private static func compareBytes(_ left: String, _ right: String) -> Int {
    var left = left
    var right = right
    return left.withUTF8 { leftBytes in
      right.withUTF8 { rightBytes in
        let common = min(leftBytes.count, rightBytes.count)
        if common > 0, let leftStart = leftBytes.baseAddress,
          let rightStart = rightBytes.baseAddress
        {
          let order = memcmp(leftStart, rightStart, common)
          if order != 0 { return Int(order) }
        }
        return leftBytes.count - rightBytes.count
      }
    }
  }
}
