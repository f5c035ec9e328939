import CairnNavigation
import DimoDomain

/// A review's detail, pushed on the stack it was started on, with its sheets and alerts, the
/// modify modal (awaited), the report screen and another user's profile. Deleting or hiding
/// the review pops it and lets the feed below reload.
@MainActor
public final class ReviewDetailCoordinator: Coordinator, ReviewDetailCoordinating,
  ReportCoordinating
{
  /// The review's id.
  public let reviewID: Int
  private let characterID: Int
  private let dependencies: DimoHomeDependencies
  private let onChange: @MainActor () -> Void
  private var reportScreen: ScreenID?

  /// Creates the flow; `onChange` runs after the review was edited.
  public init(
    router: Router, reviewID: Int, characterID: Int, dependencies: DimoHomeDependencies,
    onChange: @escaping @MainActor () -> Void = {}
  ) {
    self.reviewID = reviewID
    self.characterID = characterID
    self.dependencies = dependencies
    self.onChange = onChange
    super.init(router: router)
  }

  /// Pushes the detail.
  public override func start() {
    let viewModel = ReviewDetailViewModel(
      reviewID: reviewID, characterID: characterID, dependencies: dependencies)
    viewModel.coordinator = self
    router.push(viewModel, name: "ReviewDetail", title: DimoStrings.reviewDetailTitle)
  }

  /// The "더보기" action sheet.
  public func chooseAction(isOwn: Bool) async -> ReviewAction? {
    await router.presentDialog(
      .actionSheet, title: DimoStrings.moreTitle,
      actions: ReviewAction.actions(isOwn: isOwn).map { DialogAction(Self.title($0), value: $0) }
        + [DialogAction(DimoStrings.cancel, role: .cancel, value: nil)]) ?? nil
  }

  /// An alert: 아니요, or the destructive button.
  public func confirm(title: String, message: String, button: String) async -> Bool {
    await router.presentDialog(
      .alert, title: title, message: message,
      actions: [
        DialogAction(DimoStrings.no, role: .cancel, value: false),
        DialogAction(button, role: .destructive, value: true),
      ]) ?? false
  }

  /// A comment's "더보기": 삭제하기.
  public func chooseCommentDelete() async -> Bool {
    await router.presentDialog(
      .actionSheet, title: DimoStrings.moreTitle,
      actions: [
        DialogAction(DimoStrings.delete, role: .destructive, value: true),
        DialogAction(DimoStrings.cancel, role: .cancel, value: false),
      ]) ?? false
  }

  /// Edits the review in the write modal, awaited.
  public func modify(_ review: Review, character: CharacterSummary) async -> Bool {
    let flow = WriteReviewCoordinator(
      router: router, character: character, editing: review, dependencies: dependencies)
    return await run(flow).value != nil
  }

  /// Pushes the report screen.
  public func showReport(reviewID: Int) {
    let viewModel = ReportViewModel(reviewID: reviewID, dependencies: dependencies)
    viewModel.coordinator = self
    reportScreen = router.push(viewModel, name: "Report", title: DimoStrings.reportTitle)
  }

  /// Pops the report screen and says the report was received.
  public func reportWasSent() {
    if let reportScreen { router.remove(reportScreen) }
    reportScreen = nil
    let router = self.router
    task {
      _ = await router.presentDialog(
        .alert, title: DimoStrings.reportTitle, message: DimoStrings.reported,
        actions: [DialogAction(DimoStrings.confirm, value: true)])
    }
  }

  /// The review is gone: the flow ends (its screens pop), and its parent reloads the feed.
  public func reviewDidDisappear() {
    finish()
  }

  /// The review was edited: the feed reloads.
  public func reviewDidChange() {
    onChange()
  }

  /// Another user's profile, as a child of this flow on its stack.
  public func showProfile(userID: String, nickname: String) {
    startProfile(userID: userID, nickname: nickname)
  }

  private static func title(_ action: ReviewAction) -> String {
    switch action {
    case .modify: DimoStrings.modify
    case .delete: DimoStrings.delete
    case .hide: DimoStrings.hideReview
    case .hideAuthor: DimoStrings.hideAuthor
    case .report: DimoStrings.reportAuthor
    }
  }
}
