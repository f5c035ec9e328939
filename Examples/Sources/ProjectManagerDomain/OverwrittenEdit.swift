import Foundation

/// An edit made on this device that a sync replaced with another device's later write of the
/// same field: the value that lost, so that the board can say so instead of letting it vanish.
public struct OverwrittenEdit: Equatable, Sendable {
  /// The field and the value this device had written to it.
  public enum Value: Equatable, Sendable {
    /// The title.
    case title(String)
    /// The body.
    case body(String)
    /// The due day.
    case due(Day)
    /// The column.
    case state(WorkState)
  }

  /// The work whose field was replaced.
  public let workID: UUID
  /// The field and the value that lost.
  public let lost: Value

  /// Creates a report of a lost edit.
  public init(workID: UUID, lost: Value) {
    self.workID = workID
    self.lost = lost
  }
}
