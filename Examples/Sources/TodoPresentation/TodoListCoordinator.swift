import CairnNavigation
import Foundation
import TodoDomain

/// Shows the list and, over it, the detail flow in a form sheet; asks the user to choose a
/// state or confirm a deletion through an action sheet and an alert.
@MainActor
public final class TodoListCoordinator: Coordinator, TodoListCoordinating {
  private let dependencies: TodoDependencies
  /// The list's view model, while its screen exists.
  public private(set) weak var listViewModel: TodoListViewModel?

  /// Creates the flow.
  public init(router: Router, dependencies: TodoDependencies) {
    self.dependencies = dependencies
    super.init(router: router)
  }

  // snippet: todo-list-coordinator-start
  /// Pushes the list screen.
  public override func start() {
    let viewModel = TodoListViewModel(dependencies: dependencies)
    viewModel.coordinator = self
    listViewModel = viewModel
    router.push(viewModel, title: TodoStrings.listTitle)
  }
  // end-snippet

  // snippet: todo-show-detail
  /// Presents the detail flow; the todo it saves comes back as the flow's typed outcome and
  /// goes to the list, which selects it (ViewModel → Coordinator → ViewModel). The list itself
  /// changes through the repository's observation.
  public func showDetail(for todo: Todo?, isEditing: Bool) {
    showDetail(for: todo, isEditing: isEditing, draft: nil)
  }
  // end-snippet

  /// Presents the detail flow, its form holding `draft` (unsaved edits brought back by a
  /// link) instead of the todo's values when one is given.
  func showDetail(for todo: Todo?, isEditing: Bool, draft: TodoDraft?) {
    router.dismiss()
    let detail = TodoDetailCoordinator(
      router: router, dependencies: dependencies, todo: todo, isEditing: isEditing,
      draft: draft)
    startChild(detail) { [weak self] outcome in
      if case .finished(let saved) = outcome {
        self?.listViewModel?.didSave(saved)
      }
    }
  }

  // snippet: todo-choose-state
  /// An action sheet offering the two other states.
  public func chooseState(for todo: Todo) async -> TodoState? {
    let actions =
      todo.state.otherStates.map { DialogAction(TodoStrings.moveTo($0), value: Optional($0)) }
      + [DialogAction(TodoStrings.dialogCancel, role: .cancel, value: TodoState?.none)]
    return await router.presentDialog(.actionSheet, title: TodoStrings.moveTitle, actions: actions)
      ?? nil
  }
  // end-snippet

  /// An alert with "삭제" and "취소".
  public func confirmDeletion(of todo: Todo) async -> Bool {
    await router.presentDialog(
      .alert, title: TodoStrings.deleteTitle, message: TodoStrings.deleteMessage(todo.title),
      actions: [
        DialogAction(TodoStrings.dialogCancel, role: .cancel, value: false),
        DialogAction(TodoStrings.delete, role: .destructive, value: true),
      ]) ?? false
  }

  /// An alert with one 확인.
  public func showNotice(title: String, message: String) async {
    _ = await router.presentDialog(
      .alert, title: title, message: message,
      actions: [DialogAction(TodoStrings.confirm, role: .cancel, value: ())])
  }

  // snippet: todo-list-open-route
  /// Turns a deep link into navigation: the list alone, or a todo's detail over it (read-only,
  /// or being edited with its draft), or the form for a new todo.
  func open(_ route: TodoRoute) async -> Result<Void, DeepLinkError> {
    switch route {
    case .list:
      router.dismiss()
    case .todo(let id):
      return await fetch(id).map { showDetail(for: $0, isEditing: false, draft: nil) }
    case .editing(let id, let draft):
      return await fetch(id).map { showDetail(for: $0, isEditing: true, draft: draft) }
    case .new(let draft):
      showDetail(for: nil, isEditing: true, draft: draft)
    }
    return .success(())
  }
  // end-snippet

  /// The todo a link names: a missing one is `notFound`; a store that cannot be read says why.
  private func fetch(_ id: UUID) async -> Result<Todo, DeepLinkError> {
    do {
      return .success(
        try await FetchTodosUseCase(repository: dependencies.repository).execute(id: id))
    } catch .notFound {
      return .failure(.notFound("todo \(id.uuidString)"))
    } catch {
      return .failure(.unhandled("todo \(id.uuidString): \(error)"))
    }
  }
}
