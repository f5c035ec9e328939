import BookKittyDomain
import CairnNavigation

/// Adding a book: the add-book screen (the camera, Apple-only, is not available), the
/// search by title, and the confirmation. A book added pops back both screens — the flow ends —
/// and the tab bar shows Library; backing out ends it too.
@MainActor
public final class AddBookCoordinator: FlowCoordinator<Void>, AddBookCoordinating,
  AddBookByTitleCoordinating
{
  private let dependencies: BookKittyDependencies

  /// Creates the flow.
  public init(router: Router, dependencies: BookKittyDependencies) {
    self.dependencies = dependencies
    super.init(router: router)
  }

  /// Pushes the add-book screen, with the tab bar hidden.
  public override func start() {
    let viewModel = AddBookViewModel()
    viewModel.coordinator = self
    router.push(viewModel, title: BookKittyStrings.addBookTitle, hidesTabBar: true)
  }

  /// Pushes the search by title.
  public func showTitleSearch() {
    let viewModel = AddBookByTitleViewModel(dependencies: dependencies)
    viewModel.coordinator = self
    router.push(viewModel, title: BookKittyStrings.enterTitle, hidesTabBar: true)
  }

  /// The book's title over "위 책을 추가하시겠습니까?", with "취소" and "확인".
  public func confirmAddingBook(titled title: String) async -> Bool {
    await router.presentDialog(
      .alert, title: title, message: BookKittyStrings.confirmAddBook,
      actions: [
        DialogAction(BookKittyStrings.cancel, role: .cancel, value: false),
        DialogAction(BookKittyStrings.confirm, value: true),
      ]) ?? false
  }

  /// Pops back both screens: the flow ends with them.
  public func bookWasAdded() {
    finish()
  }

  /// The original's popup (title, body, "확인"); the search stays.
  public func showFailure(title: String, body: String) {
    let router = self.router
    task {
      _ = await router.presentDialog(
        .alert, title: title, message: body,
        actions: [DialogAction(BookKittyStrings.confirm, value: true)])
    }
  }
}
