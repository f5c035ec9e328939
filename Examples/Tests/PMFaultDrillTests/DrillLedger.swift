import Foundation
import ProjectManagerAPI

/// Every write a device (or the hostile peer's server) acknowledged, with the stamp it was
/// given: what must still be visible at the end, unless a later write to the same field won.
struct DrillLedger {
  /// One acknowledged write of one field.
  struct Write: CustomStringConvertible {
    let id: UUID
    let field: String
    let value: String
    let stamp: Stamp
    let by: String

    var description: String { "\(by) wrote \(field) = \(value.prefix(40)) to \(id) at \(stamp)" }
  }

  private(set) var writes: [Write] = []

  /// Records the fields of `after` that a write changed from `before` (all of them for a new
  /// work), with their new stamps.
  mutating func record(_ after: WorkRecord, before: WorkRecord?, by device: String) {
    for (field, value, stamp) in Self.fields(of: after)
    where before.map({ Self.stamp(of: field, in: $0) != stamp }) ?? true {
      writes.append(Write(id: after.id, field: field, value: value, stamp: stamp, by: device))
    }
  }

  /// The writes that `records` (a device's or the server's, by id) lost: a field whose final
  /// stamp is older than an acknowledged write, or as old but holding another value.
  func lost(in records: [UUID: WorkRecord]) -> [Write] {
    writes.filter { write in
      guard let record = records[write.id] else { return true }
      let final = Self.fields(of: record).first { $0.field == write.field }
      guard let final else { return true }
      return final.stamp < write.stamp || (final.stamp == write.stamp && final.value != write.value)
    }
  }

  /// Each field of a record as text with its stamp; a deletion is the field `deleted`.
  static func fields(of record: WorkRecord) -> [(field: String, value: String, stamp: Stamp)] {
    var fields: [(field: String, value: String, stamp: Stamp)] = [
      ("title", record.title.value, record.title.stamp),
      ("body", record.body.value, record.body.stamp),
      ("due", record.due.value.description, record.due.stamp),
      ("state", record.state.value.rawValue, record.state.stamp),
    ]
    if let deleted = record.deletedAt { fields.append(("deleted", "yes", deleted)) }
    return fields
  }

  private static func stamp(of field: String, in record: WorkRecord) -> Stamp? {
    fields(of: record).first { $0.field == field }?.stamp
  }
}
