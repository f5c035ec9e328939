/// A stored row whose column does not hold a valid value.
struct StoredRecordError: Error, CustomStringConvertible {
  /// The row's id.
  let id: String
  /// The bad column.
  let column: String

  var description: String {
    "The stored work \(id) has an invalid \(column)."
  }
}
