import Foundation
import ProjectManagerDomain

/// A work as devices and the server exchange and store it: each field with the stamp of its
/// last write, and the stamp of its deletion if it was deleted.
///
/// Records merge field by field, the later stamp winning (a last-writer-wins register per
/// field). Merging is commutative, associative and idempotent, so devices that have seen the
/// same writes hold the same records whatever order the writes arrived in. A deleted work stays
/// as a tombstone; it comes back only if one of its fields is written later than the deletion.
public struct WorkRecord: Equatable, Sendable {
  /// A field's value and the stamp of its last write.
  public struct Field<Value: Equatable & Sendable>: Equatable, Sendable {
    /// The value.
    public var value: Value
    /// When it was written.
    public var stamp: Stamp

    /// Creates a stamped value.
    public init(_ value: Value, _ stamp: Stamp) {
      self.value = value
      self.stamp = stamp
    }
  }

  /// The work's id.
  public let id: UUID
  /// The title.
  public var title: Field<String>
  /// The body.
  public var body: Field<String>
  /// The due day.
  public var due: Field<Day>
  /// The column.
  public var state: Field<WorkState>
  /// When the work was deleted, if it was.
  public var deletedAt: Stamp?

  /// Creates a record.
  public init(
    id: UUID, title: Field<String>, body: Field<String>, due: Field<Day>,
    state: Field<WorkState>, deletedAt: Stamp? = nil
  ) {
    self.id = id
    self.title = title
    self.body = body
    self.due = due
    self.state = state
    self.deletedAt = deletedAt
  }

  /// A new work's record, every field stamped with the same write.
  public init(_ work: Work, stamp: Stamp) {
    self.init(
      id: work.id, title: Field(work.title, stamp), body: Field(work.body, stamp),
      due: Field(work.due, stamp), state: Field(work.state, stamp))
  }

  // snippet: pm-record-merge
  /// The latest write to any field.
  public var lastEdit: Stamp {
    max(title.stamp, body.stamp, due.stamp, state.stamp)
  }

  /// True when the deletion is later than every write to the work's fields.
  public var isDeleted: Bool {
    guard let deletedAt else { return false }
    return deletedAt > lastEdit
  }

  /// The work as the board shows it.
  public var work: Work {
    Work(id: id, title: title.value, body: body.value, due: due.value, state: state.value)
  }

  /// This record and `other` (the same work) merged: each field keeps its later write.
  public func merged(with other: WorkRecord) -> WorkRecord {
    WorkRecord(
      id: id,
      title: Self.later(title, other.title, tieBreak: <),
      body: Self.later(body, other.body, tieBreak: <),
      due: Self.later(due, other.due, tieBreak: <),
      state: Self.later(state, other.state, tieBreak: <),
      deletedAt: [deletedAt, other.deletedAt].compactMap { $0 }.max())
  }
  // end-snippet

  /// The later of two writes. Two writes never share a stamp unless they are the same write;
  /// should a buggy client send one anyway, the larger value wins, so that every device still
  /// picks the same one.
  private static func later<Value>(
    _ a: Field<Value>, _ b: Field<Value>, tieBreak: (Value, Value) -> Bool
  ) -> Field<Value> {
    if a.stamp != b.stamp { return a.stamp > b.stamp ? a : b }
    return tieBreak(a.value, b.value) ? b : a
  }
}
