/// `POST pm/sync/push`: records changed on a device since its last push.
public struct RequestPush: Codable, Equatable, Sendable {
  /// The changed records, each in full (merging them again is harmless).
  public var records: [WorkRecordDTO]

  /// Creates the request.
  public init(records: [WorkRecordDTO]) {
    self.records = records
  }
}

/// The answer to a push.
public struct RespondPush: Codable, Equatable, Sendable {
  /// How many records changed the server's copy (the others were older than it).
  public var applied: Int
  /// The server's latest change number after the push.
  public var cursor: Int
  /// The server's latest change number before the push. A client whose pull cursor equals it
  /// already holds every change up to `cursor` (they are its own records, merged with nothing
  /// newer) and may move its cursor there without pulling them back. Absent from older servers.
  public var previousCursor: Int?

  /// Creates the answer.
  public init(applied: Int, cursor: Int, previousCursor: Int? = nil) {
    self.applied = applied
    self.cursor = cursor
    self.previousCursor = previousCursor
  }
}

/// The answer to `GET pm/sync/pull?since=N&limit=M`: records changed after change number N.
public struct RespondPull: Codable, Equatable, Sendable {
  /// Records whose last change is after `since`, in change order.
  public var records: [WorkRecordDTO]
  /// The change number to ask from next time.
  public var cursor: Int
  /// True when more changes wait after `cursor`.
  public var hasMore: Bool

  /// Creates the answer.
  public init(records: [WorkRecordDTO], cursor: Int, hasMore: Bool) {
    self.records = records
    self.cursor = cursor
    self.hasMore = hasMore
  }
}

/// A work as `GET pm/works` and `cairn-apps pm list --json` print it.
public struct WorkDTO: Codable, Equatable, Sendable {
  /// A UUID.
  public var id: String
  /// The title.
  public var title: String
  /// The body.
  public var body: String
  /// `YYYY-MM-DD`.
  public var due: String
  /// `todo`, `doing` or `done`.
  public var state: String

  /// Creates the object.
  public init(id: String, title: String, body: String, due: String, state: String) {
    self.id = id
    self.title = title
    self.body = body
    self.due = due
    self.state = state
  }
}

/// The answer to `GET pm/works`.
public struct RespondWorks: Codable, Equatable, Sendable {
  /// Every work that is not deleted.
  public var works: [WorkDTO]

  /// Creates the answer.
  public init(works: [WorkDTO]) {
    self.works = works
  }
}

/// The body of every error answer: one sentence.
public struct RespondError: Codable, Equatable, Sendable {
  /// What was wrong.
  public var error: String

  /// Creates the body.
  public init(error: String) {
    self.error = error
  }
}
