import CairnNavigation
import Foundation
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
    showForm(for: work, draft: nil)
  }

  /// Presents the form flow, the form holding `draft` (unsaved edits brought back by a link)
  /// instead of the work's values when one is given.
  func showForm(for work: Work?, draft: WorkDraft?) {
    router.dismiss()
    startChild(
      WorkFormCoordinator(router: router, dependencies: dependencies, work: work, draft: draft))
  }

  /// Turns a link into navigation: the board alone, or a work's form over it (with its draft),
  /// or the form for a new work.
  func open(_ route: ProjectManagerRoute) async -> Result<Void, DeepLinkError> {
    switch route {
    case .board:
      router.dismiss()
    case .work(let id, let draft):
      let work: Work?
      do {
        work = try await dependencies.repository.work(id: id)
      } catch {
        return .failure(.unhandled("work \(id.uuidString): \(error)"))
      }
      guard let work else { return .failure(.notFound("work \(id.uuidString)")) }
      showForm(for: work, draft: draft)
    case .new(let draft):
      showForm(for: nil, draft: draft)
    }
    return .success(())
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
