import Foundation

/// One thing to do: the TodoList's only entity (the original TodoList).
public struct Todo: Identifiable, Equatable, Hashable, Codable, Sendable {
  /// Stable identity, also used by the deep link `cairn://todo/<id>`.
  public let id: UUID
  /// The headline shown in the list.
  public var title: String
  /// Free text shown in the detail.
  public var content: String
  /// The day the todo is due; see ``DeadlinePolicy`` for when it becomes overdue.
  public var deadline: Date
  /// Which of the three sections the todo sits in.
  public var state: TodoState

  /// Creates a todo; a new one gets a fresh id and starts in ``TodoState/todo``.
  public init(
    id: UUID = UUID(), title: String, content: String, deadline: Date, state: TodoState = .todo
  ) {
    self.id = id
    self.title = title
    self.content = content
    self.deadline = deadline
    self.state = state
  }
}
