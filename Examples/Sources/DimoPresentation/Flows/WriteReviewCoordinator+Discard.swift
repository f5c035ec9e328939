import CairnNavigation

extension WriteReviewCoordinator {
  /// "작성 중인 리뷰를 버릴까요?" with 계속 쓰기 and 버리기; dismissing it keeps writing.
  public func confirmDiscard() async -> Bool {
    await router.presentDialog(
      .alert, title: DimoStrings.discardReviewTitle, message: DimoStrings.discardReviewMessage,
      actions: [
        DialogAction(DimoStrings.keepWriting, role: .cancel, value: false),
        DialogAction(DimoStrings.discardReview, role: .destructive, value: true),
      ]) ?? false
  }
}
