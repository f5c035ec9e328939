import CairnNavigation
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
    router.dismiss()
    let detail = TodoDetailCoordinator(
      router: router, dependencies: dependencies, todo: todo, isEditing: isEditing)
    startChild(detail) { [weak self] outcome in
      if case .finished(let saved) = outcome {
        self?.listViewModel?.didSave(saved)
      }
    }
  }
  // end-snippet

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

  // snippet: todo-list-open-route
  /// Turns a deep link into navigation: the list alone, or one todo's detail over it.
  func open(_ route: TodoRoute) async -> Result<Void, DeepLinkError> {
    switch route {
    case .list:
      router.dismiss()
      return .success(())
    case .todo(let id):
      do {
        let todo = try await FetchTodosUseCase(repository: dependencies.repository).execute(id: id)
        showDetail(for: todo, isEditing: false)
        return .success(())
      } catch {
        return .failure(.notFound("todo \(id.uuidString)"))
      }
    }
  }
  // end-snippet
}
