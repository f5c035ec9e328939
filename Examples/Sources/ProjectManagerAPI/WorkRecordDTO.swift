import Foundation
import ProjectManagerDomain

/// A ``WorkRecord`` on the wire: plain strings, checked by ``WorkRecord/init(validating:)``.
public struct WorkRecordDTO: Codable, Equatable, Sendable {
  /// A UUID.
  public var id: String
  /// The title.
  public var title: String
  /// The title's stamp.
  public var titleStamp: String
  /// The body.
  public var body: String
  /// The body's stamp.
  public var bodyStamp: String
  /// `YYYY-MM-DD`.
  public var due: String
  /// The due day's stamp.
  public var dueStamp: String
  /// `todo`, `doing` or `done`.
  public var state: String
  /// The state's stamp.
  public var stateStamp: String
  /// The deletion's stamp, when deleted.
  public var deletedStamp: String?

  /// A record's strings, as read from the wire or a database row.
  public init(
    id: String, title: String, titleStamp: String, body: String, bodyStamp: String, due: String,
    dueStamp: String, state: String, stateStamp: String, deletedStamp: String?
  ) {
    self.id = id
    self.title = title
    self.titleStamp = titleStamp
    self.body = body
    self.bodyStamp = bodyStamp
    self.due = due
    self.dueStamp = dueStamp
    self.state = state
    self.stateStamp = stateStamp
    self.deletedStamp = deletedStamp
  }

  /// The wire form of a record.
  public init(_ record: WorkRecord) {
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
  }
}

/// Why a record from the wire was refused.
public enum RecordValidationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A field broke a work rule.
  case invalid(WorkValidationError)
  /// A stamp was not in the form `000001764000000000-00000-node` (which field, what it said).
  case invalidStamp(field: String, value: String)

  /// One sentence naming the problem.
  public var description: String {
    switch self {
    case .invalid(let error): error.description
    case .invalidStamp(let field, let value):
      "\"\(value)\" is not a valid \(field) (expected 18 digits, 5 digits and a device id, "
        + "joined by dashes)."
    }
  }
}

extension WorkRecord {
  /// Checks and converts a record from the wire; the title and body are normalised as
  /// ``WorkRules/normalized(_:)`` says, so that the limits count them as every database does.
  /// - Throws: ``RecordValidationError`` naming the first bad field.
  ///
  /// `storedRow` is true for a row this app stored itself, which may predate the rule against
  /// control characters: such a row is read as it is rather than reported damaged.
  public init(validating dto: WorkRecordDTO, storedRow: Bool = false)
    throws(RecordValidationError)
  {
    func stamp(_ text: String, _ field: String) throws(RecordValidationError) -> Stamp {
      guard let stamp = Stamp(text) else { throw .invalidStamp(field: field, value: text) }
      return stamp
    }
    let id: UUID
    let due: Day
    let state: WorkState
    do throws(WorkValidationError) {
      id = try WorkID.parse(dto.id)
      due = try Day(parsing: dto.due)
      state = try WorkState(parsing: dto.state)
      try WorkRules.check(
        title: dto.title, body: dto.body, allowingControlCharacters: storedRow)
    } catch {
      throw .invalid(error)
    }
    var deletedAt: Stamp?
    if let deleted = dto.deletedStamp {
      deletedAt = try stamp(deleted, "deletedStamp")
    }
    self.init(
      id: id,
      title: Field(WorkRules.normalized(dto.title), try stamp(dto.titleStamp, "titleStamp")),
      body: Field(WorkRules.normalized(dto.body), try stamp(dto.bodyStamp, "bodyStamp")),
      due: Field(due, try stamp(dto.dueStamp, "dueStamp")),
      state: Field(state, try stamp(dto.stateStamp, "stateStamp")),
      deletedAt: deletedAt)
  }
}
