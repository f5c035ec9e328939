import Foundation
import GRDB
import ProjectManagerAPI
import ProjectManagerDomain

/// A row of the `works` table: a ``WorkRecord`` in text columns, plus the change number of its
/// last change.
struct WorkRow: Codable, FetchableRecord, PersistableRecord, Sendable {
  static let databaseTableName = "works"

  var id: String
  var title: String
  var titleStamp: String
  var body: String
  var bodyStamp: String
  var due: String
  var dueStamp: String
  var state: String
  var stateStamp: String
  var deletedStamp: String?
  var seq: Int

  enum CodingKeys: String, CodingKey {
    case id, title, body, due, state, seq
    case titleStamp = "title_stamp"
    case bodyStamp = "body_stamp"
    case dueStamp = "due_stamp"
    case stateStamp = "state_stamp"
    case deletedStamp = "deleted_stamp"
  }

  init(_ record: WorkRecord, seq: Int) {
    id = record.id.uuidString
    title = record.title.value
    titleStamp = record.title.stamp.description
    body = record.body.value
    bodyStamp = record.body.stamp.description
    due = record.due.value.iso
    dueStamp = record.due.stamp.description
    state = record.state.value.rawValue
    stateStamp = record.state.stamp.description
    deletedStamp = record.deletedAt?.description
    self.seq = seq
  }

  /// The record the row stores.
  /// - Throws: ``StoredRecordError`` when a column does not hold what was written (a file edited
  ///   by hand or damaged).
  func record() throws(StoredRecordError) -> WorkRecord {
    guard let uuid = UUID(uuidString: id) else { throw StoredRecordError(id: id, column: "id") }
    let day: Day
    let column: WorkState
    do {
      day = try Day(parsing: due)
    } catch {
      throw StoredRecordError(id: id, column: "due")
    }
    do {
      column = try WorkState(parsing: state)
    } catch {
      throw StoredRecordError(id: id, column: "state")
    }
    var deletedAt: Stamp?
    if let deletedStamp {
      deletedAt = try stamp(deletedStamp, "deleted_stamp")
    }
    return WorkRecord(
      id: uuid,
      title: .init(title, try stamp(titleStamp, "title_stamp")),
      body: .init(body, try stamp(bodyStamp, "body_stamp")),
      due: .init(day, try stamp(dueStamp, "due_stamp")),
      state: .init(column, try stamp(stateStamp, "state_stamp")),
      deletedAt: deletedAt)
  }

  private func stamp(_ text: String, _ column: String) throws(StoredRecordError) -> Stamp {
    guard let stamp = Stamp(text) else { throw StoredRecordError(id: id, column: column) }
    return stamp
  }
}
