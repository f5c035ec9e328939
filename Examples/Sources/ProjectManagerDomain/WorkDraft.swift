/// What the create and edit form holds before it is saved.
public struct WorkDraft: Equatable, Sendable {
  /// The title as typed; may be blank.
  public var title: String
  /// The body as typed.
  public var body: String
  /// The due day.
  public var due: Day

  /// Creates a draft.
  public init(title: String = "", body: String = "", due: Day) {
    self.title = title
    self.body = body
    self.due = due
  }

  /// A draft holding a work's current values, for editing it.
  public init(_ work: Work) {
    self.init(title: work.title, body: work.body, due: work.due)
  }

  /// The title that will be saved: the typed one trimmed and normalised
  /// (``WorkRules/normalized(_:)``), or "제목을 입력해주세요" when blank.
  public var savedTitle: String {
    let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.isEmpty ? WorkRules.untitled : WorkRules.normalized(trimmed)
  }

  /// The body that will be saved: the typed one, normalised (``WorkRules/normalized(_:)``).
  public var savedBody: String {
    WorkRules.normalized(body)
  }

  /// Checks the draft against ``WorkRules``.
  /// - Throws: ``WorkValidationError/bodyTooLong(_:)`` or ``WorkValidationError/titleTooLong(_:)``.
  public func validate() throws(WorkValidationError) {
    try WorkRules.check(title: savedTitle, body: savedBody)
  }
}
