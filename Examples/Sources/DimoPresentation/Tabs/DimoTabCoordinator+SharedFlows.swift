import CairnNavigation

// The shared flows' entry points for the links (`cairn://dimo/content/<id>`, …): each starts on
// the tab's own stack.
extension DimoTabCoordinator {
  /// Starts a content's detail on this tab's stack.
  public func startContentDetail(contentID: Int) {
    startContentDetail(id: contentID, dependencies: dependencies.home)
  }

  /// Starts a character's detail on this tab's stack.
  public func startCharacterDetail(characterID: Int) {
    startCharacterDetail(id: characterID, dependencies: dependencies.home)
  }
}

extension DimoTabCoordinator {
  /// Starts a review's detail from a link. The server finds a review only with its character
  /// (`character/review_detail` takes both), which a link does not carry: a stand-in says so.
  public func startReviewDetail(reviewID: Int) {
    router.push(PlaceholderViewModel(), title: "리뷰 \(reviewID)")
  }
}
