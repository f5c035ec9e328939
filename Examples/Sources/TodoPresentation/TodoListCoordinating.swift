import TodoDomain

/// What the list view model asks of its coordinator (the original TodoList's delegate). The list never
/// navigates by itself; it says what the user wants and, where a choice is needed, awaits it.
@MainActor
public protocol TodoListCoordinating: AnyObject {
  /// Opens the detail sheet: empty for `nil`; for an existing todo read-only, or already
  /// unlocked when `isEditing`.
  func showDetail(for todo: Todo?, isEditing: Bool)
  /// Asks the user to pick one of the todo's two other states; `nil` when they back out.
  func chooseState(for todo: Todo) async -> TodoState?
  /// Asks the user to confirm deleting the todo.
  func confirmDeletion(of todo: Todo) async -> Bool
  /// Tells the user something they must not miss (a damaged file moved aside), until they
  /// answer it.
  func showNotice(title: String, message: String) async
}
