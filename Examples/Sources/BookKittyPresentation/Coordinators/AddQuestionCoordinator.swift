import BookKittyDomain
import CairnNavigation

/// Asking a question: NewQuestion, then QuestionResult — pushed, after which
/// NewQuestion is **removed from the stack**, so that going back from the result leaves the flow —
/// then the details of the recommended books.
///
/// The flow ends with "답변 확인을 완료합니다", with the confirmation of an error popup, or when the
/// user backs out; the tab bar then shows Q&A.
@MainActor
public final class AddQuestionCoordinator: FlowCoordinator<Void>, NewQuestionCoordinating,
  QuestionResultCoordinating
{
  private let dependencies: BookKittyDependencies
  private var newQuestionScreen: ScreenID?

  /// Creates the flow.
  public init(router: Router, dependencies: BookKittyDependencies) {
    self.dependencies = dependencies
    super.init(router: router)
  }

  /// Pushes NewQuestion, with the tab bar hidden.
  public override func start() {
    let viewModel = NewQuestionViewModel()
    viewModel.coordinator = self
    newQuestionScreen = router.push(
      viewModel, title: BookKittyStrings.askQuestion, hidesTabBar: true)
  }

  // snippet: bookkitty-remove-new-question
  /// Pushes QuestionResult, then removes NewQuestion from under it (once: a second submit
  /// finds NewQuestion gone).
  public func showQuestionResult(for question: String) {
    guard let newQuestionScreen else { return }
    let viewModel = QuestionResultViewModel(question: question, dependencies: dependencies)
    viewModel.coordinator = self
    router.push(viewModel, title: BookKittyStrings.askQuestion, hidesTabBar: true)
    router.remove(newQuestionScreen)
    self.newQuestionScreen = nil
  }
  // end-snippet

  /// Back from NewQuestion ends the flow.
  public func newQuestionDidCancel() {
    cancel()
  }

  /// Opens a recommended book's detail above the result.
  public func showBookDetail(_ book: BookCard) {
    startBookDetail(book, from: self, dependencies: dependencies)
  }

  /// The original's popup (title, body, "확인"); confirming it ends the flow.
  public func showRecommendationFailure(title: String, body: String) {
    let router = self.router
    task { [weak self] in
      _ = await router.presentDialog(
        .alert, title: title, message: body,
        actions: [DialogAction(BookKittyStrings.confirm, value: true)])
      self?.finish()
    }
  }

  /// "답변 확인을 완료합니다" ends the flow.
  public func finishAnswer() {
    finish()
  }
}
