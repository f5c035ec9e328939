import Foundation

/// What the detail form holds while the user types: a todo before it is saved.
public struct TodoDraft: Equatable, Sendable {
  /// The title as typed.
  public var title: String
  /// The content as typed.
  public var content: String
  /// The chosen deadline day.
  public var deadline: Date

  /// Creates a draft.
  public init(title: String = "", content: String = "", deadline: Date) {
    self.title = title
    self.content = content
    self.deadline = deadline
  }

  /// Creates a draft holding an existing todo's values.
  public init(_ todo: Todo) {
    self.init(title: todo.title, content: todo.content, deadline: todo.deadline)
  }

  /// True when both title and content are blank: such a draft is never saved (the original TodoList).
  public var isBlank: Bool {
    title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
      && content.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
  }
}
