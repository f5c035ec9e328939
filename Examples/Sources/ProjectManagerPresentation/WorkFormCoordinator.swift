import CairnNavigation
import ProjectManagerDomain

/// Presents the create / edit form in its own form sheet and finishes with the saved work, or
/// cancelled when the user backs out.
@MainActor
public final class WorkFormCoordinator: FlowCoordinator<Work>, WorkFormCoordinating {
  private let dependencies: ProjectManagerDependencies
  private let work: Work?
  private let draft: WorkDraft?
  /// The form's view model, while the sheet shows.
  public private(set) weak var viewModel: WorkFormViewModel?

  /// Creates the flow for a new work (`work == nil`) or an existing one; the form holds
  /// `draft` when one is given (unsaved edits brought back).
  public init(
    router: Router, dependencies: ProjectManagerDependencies, work: Work?, draft: WorkDraft? = nil
  ) {
    self.dependencies = dependencies
    self.work = work
    self.draft = draft
    super.init(router: router)
  }

  /// Presents the form sheet.
  public override func start() {
    let viewModel = WorkFormViewModel(existing: work, dependencies: dependencies, draft: draft)
    viewModel.coordinator = self
    self.viewModel = viewModel
    router.presentSheet(ScreenContent(viewModel, title: viewModel.title), style: .formSheet)
  }

  /// Finishes with the saved work; finishing dismisses the sheet.
  public func formDidSave(_ work: Work) {
    finish(with: work)
  }

  /// Finishes as cancelled; finishing dismisses the sheet.
  public func formDidCancel() {
    cancel()
  }

  /// An alert over the sheet: "버리기" or "계속 편집".
  public func confirmDiscardingChanges() async -> Bool {
    await router.presentDialog(
      .alert, title: ProjectManagerStrings.discardTitle,
      message: ProjectManagerStrings.discardMessage,
      actions: [
        DialogAction(ProjectManagerStrings.keepEditing, role: .cancel, value: false),
        DialogAction(ProjectManagerStrings.discard, role: .destructive, value: true),
      ]) ?? false
  }
}
