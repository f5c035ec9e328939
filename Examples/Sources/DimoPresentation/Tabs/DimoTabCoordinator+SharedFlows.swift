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
  /// Starts a review's detail on this tab's stack (from a link: nothing below reloads after
  /// an edit but the review itself).
  public func startReviewDetail(reviewID: Int, characterID: Int) {
    startReviewDetail(id: reviewID, characterID: characterID, dependencies: dependencies.home)
  }
}
