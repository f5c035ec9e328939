/// A record pulled from the server that this device could not apply: kept aside, with why, so
/// that one record never stops the sync of every other. It is applied, and forgotten here, when
/// a later pull brings a version of it the device can store.
public struct SetAsideRecord: Equatable, Sendable, CustomStringConvertible {
  /// The record's id as the server sent it (not necessarily a valid work id).
  public let id: String
  /// Why it could not be applied, in one sentence.
  public let reason: String

  /// Creates a report of a record set aside.
  public init(id: String, reason: String) {
    self.id = id
    self.reason = reason
  }

  /// `<id>: <reason>`.
  public var description: String {
    "\(id.isEmpty ? "(no id)" : id): \(reason)"
  }
}
