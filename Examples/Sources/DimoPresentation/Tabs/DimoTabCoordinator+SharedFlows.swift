import CairnNavigation

// The shared flows' entry points. Stand-ins until the content, character and review flows
// exist: each pushes a screen saying the screen comes later, on the tab's own stack.
extension DimoTabCoordinator {
  /// Starts a content's detail on this tab's stack.
  public func startContentDetail(contentID: Int) {
    router.push(PlaceholderViewModel(), title: "콘텐츠 \(contentID)")
  }

  /// Starts a character's detail on this tab's stack.
  public func startCharacterDetail(characterID: Int) {
    router.push(PlaceholderViewModel(), title: "캐릭터 \(characterID)")
  }

  /// Starts a review's detail on this tab's stack.
  public func startReviewDetail(reviewID: Int) {
    router.push(PlaceholderViewModel(), title: "리뷰 \(reviewID)")
  }
}
