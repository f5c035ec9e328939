import ProjectManagerDomain

/// An edit of this device that another device's later write replaced, as the board names it:
/// the field ("제목") and the value that lost, as written (a front end escapes it for its
/// medium before showing it with ``ProjectManagerStrings/overwrittenNotice(_:more:)``).
public struct OverwrittenEditText: Equatable, Sendable {
  /// The field's name.
  public let field: String
  /// The value that lost.
  public let value: String

  /// Creates the text of a lost value.
  public init(field: String, value: String) {
    self.field = field
    self.value = value
  }

  /// Names a lost edit: the title and body as written, the due day as the card shows it, the
  /// column by its name.
  public init(_ edit: OverwrittenEdit) {
    switch edit.lost {
    case .title(let title): self.init(field: ProjectManagerStrings.titleLabel, value: title)
    case .body(let body): self.init(field: ProjectManagerStrings.bodyLabel, value: body)
    case .due(let day): self.init(field: ProjectManagerStrings.dueLabel, value: day.display)
    case .state(let state):
      self.init(
        field: ProjectManagerStrings.columnLabel,
        value: ProjectManagerStrings.columnTitle(state))
    }
  }
}
