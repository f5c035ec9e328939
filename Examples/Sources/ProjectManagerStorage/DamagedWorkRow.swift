import ProjectManagerAPI

/// A stored row of the `work` table that does not hold a valid record (a file edited by hand
/// or damaged): reported with the row and the first bad field.
public struct DamagedWorkRow: Error, Equatable, Sendable, CustomStringConvertible {
  /// The row's id, as stored.
  public let id: String
  /// What is wrong with it.
  public let reason: RecordValidationError

  /// Creates the error.
  public init(id: String, reason: RecordValidationError) {
    self.id = id
    self.reason = reason
  }

  /// One sentence.
  public var description: String {
    "The stored work \(id.isEmpty ? "with no id" : id) is damaged: \(reason)"
  }
}
