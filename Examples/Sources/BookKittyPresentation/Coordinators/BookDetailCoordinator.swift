import BookKittyDomain
import CairnNavigation

/// A book's detail, pushed with the tab bar hidden; it ends when the user goes back or when the
/// owned state changed (the screen then pops, as in the original).
@MainActor
public final class BookDetailCoordinator: Coordinator, BookDetailCoordinating {
  private let book: BookCard
  private let dependencies: BookKittyDependencies

  /// Creates the flow for a book.
  public init(router: Router, book: BookCard, dependencies: BookKittyDependencies) {
    self.book = book
    self.dependencies = dependencies
    super.init(router: router)
  }

  /// Pushes the detail, titled with the book's title.
  public override func start() {
    let viewModel = BookDetailViewModel(isbn: book.isbn, dependencies: dependencies)
    viewModel.coordinator = self
    router.push(viewModel, title: book.title, hidesTabBar: true)
  }

  /// "나의 책장에 아래의 책을 등록하시겠습니까?" (or "…제외하시겠습니까?") over the book's title,
  /// with "취소" and "확인".
  public func confirmOwnershipChange(of title: String, toOwned isOwned: Bool) async -> Bool {
    await router.presentDialog(
      .alert,
      title: isOwned ? BookKittyStrings.confirmRegister : BookKittyStrings.confirmRemove,
      message: title,
      actions: [
        DialogAction(BookKittyStrings.cancel, role: .cancel, value: false),
        DialogAction(BookKittyStrings.confirm, value: true),
      ]) ?? false
  }

  /// Pops the detail.
  public func ownershipDidChange() {
    finish()
  }

  /// An alert with the failure.
  public func showFailure(_ message: String) {
    let router = self.router
    task {
      _ = await router.presentDialog(
        .alert, title: BookKittyStrings.searchErrorTitle, message: message,
        actions: [DialogAction(BookKittyStrings.confirm, value: true)])
    }
  }
}
