import ProjectManagerAPI
import ProjectManagerDomain

extension WorkRecord {
  /// The fields of this (local) record that `merged` replaces although this device wrote them
  /// after `confirmed` (or ever, when nil): its own edits that another device's later write of
  /// the same field beat before they were seen. A merged record that is deleted reports nothing.
  func overwrittenEdits(
    by merged: WorkRecord, device: DeviceID, since confirmed: Stamp?
  ) -> [OverwrittenEdit] {
    guard !merged.isDeleted else { return [] }
    func lost<Value>(_ local: Field<Value>, _ winner: Field<Value>) -> Value? {
      guard local.stamp.node == device.description, local.value != winner.value,
        confirmed.map({ local.stamp > $0 }) ?? true
      else { return nil }
      return local.value
    }
    let values: [OverwrittenEdit.Value?] = [
      lost(title, merged.title).map { .title($0) }, lost(body, merged.body).map { .body($0) },
      lost(due, merged.due).map { .due($0) }, lost(state, merged.state).map { .state($0) },
    ]
    return values.compactMap { $0.map { OverwrittenEdit(workID: id, lost: $0) } }
  }
}
