import CairnNavigation
import TodoDomain

// snippet: todo-detail-coordinator
/// Presents the detail screen in its own form sheet and finishes with the saved todo, or
/// cancelled when the user backs out (the original TodoList's TodoDetailCoordinator).
@MainActor
public final class TodoDetailCoordinator: FlowCoordinator<Todo>, TodoDetailCoordinating {
  private let dependencies: TodoDependencies
  private let todo: Todo?
  private let isEditing: Bool
  private let draft: TodoDraft?
  /// The form's view model, while the sheet shows.
  public private(set) weak var viewModel: TodoDetailViewModel?

  /// Creates the flow for a new todo (`todo == nil`) or an existing one, read-only unless
  /// `isEditing`; the form holds `draft` when one is given (unsaved edits brought back).
  public init(
    router: Router, dependencies: TodoDependencies, todo: Todo?, isEditing: Bool = false,
    draft: TodoDraft? = nil
  ) {
    self.dependencies = dependencies
    self.todo = todo
    self.isEditing = isEditing
    self.draft = draft
    super.init(router: router)
  }

  /// Presents the form sheet.
  public override func start() {
    let viewModel = TodoDetailViewModel(
      existing: todo, dependencies: dependencies, isEditing: isEditing, draft: draft)
    viewModel.coordinator = self
    self.viewModel = viewModel
    router.presentSheet(ScreenContent(viewModel, title: viewModel.title), style: .formSheet)
  }

  /// Finishes with the saved todo; finishing dismisses the sheet.
  public func detailDidSave(_ todo: Todo) {
    finish(with: todo)
  }

  /// Finishes as cancelled; finishing dismisses the sheet.
  public func detailDidCancel() {
    cancel()
  }

  /// An alert over the sheet: "버리기" or "계속 편집".
  public func confirmDiscardingChanges() async -> Bool {
    await router.presentDialog(
      .alert, title: TodoStrings.discardTitle, message: TodoStrings.discardMessage,
      actions: [
        DialogAction(TodoStrings.keepEditing, role: .cancel, value: false),
        DialogAction(TodoStrings.discard, role: .destructive, value: true),
      ]) ?? false
  }
}
// end-snippet
