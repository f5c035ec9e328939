import TodoDomain

// snippet: todo-detail-coordinating
/// What the detail view model tells its coordinator.
@MainActor
public protocol TodoDetailCoordinating: AnyObject {
  /// The todo was saved: close the sheet and hand the todo back.
  func detailDidSave(_ todo: Todo)
  /// The user left without saving (Cancel, or Done on a blank new todo).
  func detailDidCancel()
  /// Asks whether to throw away unsaved changes; true to throw them away.
  func confirmDiscardingChanges() async -> Bool
}
// end-snippet
