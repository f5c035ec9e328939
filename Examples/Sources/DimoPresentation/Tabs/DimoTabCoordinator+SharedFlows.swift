import CairnNavigation
import DimoDomain

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

extension DimoTabCoordinator {
  /// Starts the vote on a character on this tab's stack (from a link: Dig, or its result when
  /// the caller voted on it already).
  public func startVote(characterID: Int) {
    startChild(
      VoteFlowCoordinator(
        router: router, characterID: characterID, dependencies: dependencies.home))
  }

  /// Runs the vote flow for a character on this tab's stack and waits for it: one call for any
  /// tab (My Momentum's voted characters included). Returns the vote cast — the character's new
  /// MBTI, for the screen that asked to show — or nil when the user left without voting.
  public func vote(
    characterID: Int, character: CharacterSummary? = nil, hasVoted: Bool? = nil,
    isRevote: Bool = false
  ) async -> CastVote? {
    await runVote(
      characterID: characterID, character: character, hasVoted: hasVoted, isRevote: isRevote,
      dependencies: dependencies.home)
  }
}
