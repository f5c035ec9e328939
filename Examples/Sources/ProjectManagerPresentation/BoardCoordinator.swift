import CairnNavigation
import ProjectManagerDomain

/// Shows the board and, over it, the form flow in a form sheet; asks the user to choose a
/// column or confirm a deletion through an action sheet and an alert.
@MainActor
public final class BoardCoordinator: Coordinator, BoardCoordinating {
  private let dependencies: ProjectManagerDependencies
  /// The board's view model, while its screen exists.
  public private(set) weak var boardViewModel: BoardViewModel?

  /// Creates the flow.
  public init(router: Router, dependencies: ProjectManagerDependencies) {
    self.dependencies = dependencies
    super.init(router: router)
  }

  /// Pushes the board, titled "Project Manager".
  public override func start() {
    let viewModel = BoardViewModel(dependencies: dependencies)
    viewModel.coordinator = self
    boardViewModel = viewModel
    router.push(viewModel, title: ProjectManagerStrings.boardTitle)
  }

  /// Presents the form flow in a form sheet. The board needs no reload when it saves: it
  /// watches the database, so the saved work appears by itself.
  public func showForm(for work: Work?) {
    router.dismiss()
    startChild(WorkFormCoordinator(router: router, dependencies: dependencies, work: work))
  }

  // snippet: pm-choose-state
  /// An action sheet offering the work's two other columns, in board order, and a cancel
  /// button.
  public func chooseState(for work: Work) async -> WorkState? {
    let actions =
      work.state.otherStates.map {
        DialogAction(ProjectManagerStrings.moveTo($0), value: Optional($0))
      }
      + [DialogAction(ProjectManagerStrings.dialogCancel, role: .cancel, value: WorkState?.none)]
    return await router.presentDialog(
      .actionSheet, title: ProjectManagerStrings.moveTitle, message: work.title, actions: actions)
      ?? nil
  }
  // end-snippet

  /// An alert with "취소" and a destructive "Delete".
  public func confirmDeletion(of work: Work) async -> Bool {
    await router.presentDialog(
      .alert, title: ProjectManagerStrings.deleteTitle,
      message: ProjectManagerStrings.deleteMessage(work.title),
      actions: [
        DialogAction(ProjectManagerStrings.dialogCancel, role: .cancel, value: false),
        DialogAction(ProjectManagerStrings.delete, role: .destructive, value: true),
      ]) ?? false
  }
}
