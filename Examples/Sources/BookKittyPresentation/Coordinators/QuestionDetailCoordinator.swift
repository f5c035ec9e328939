import BookKittyDomain
import CairnNavigation
import Foundation

/// A question's detail, pushed with the tab bar hidden, and the details of its books.
@MainActor
public final class QuestionDetailCoordinator: Coordinator, QuestionDetailCoordinating {
  private let questionID: UUID
  private let dependencies: BookKittyDependencies

  /// Creates the flow for a question.
  public init(router: Router, id: UUID, dependencies: BookKittyDependencies) {
    questionID = id
    self.dependencies = dependencies
    super.init(router: router)
  }

  /// Pushes the detail.
  public override func start() {
    let viewModel = QuestionDetailViewModel(id: questionID, dependencies: dependencies)
    viewModel.coordinator = self
    router.push(viewModel, title: BookKittyStrings.historyTitle, hidesTabBar: true)
  }

  /// Opens a book's detail above the question.
  public func showBookDetail(_ book: BookCard) {
    startBookDetail(book, from: self, dependencies: dependencies)
  }

  /// Closes the detail (and any book detail above it).
  public func closeQuestionDetail() {
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
