/// A stored row whose values this version cannot read (edited by hand, written by a broken
/// program): reported as a storage error, never skipped.
struct DamagedRow: Error, CustomStringConvertible {
  /// What is wrong, naming the table and the row.
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
