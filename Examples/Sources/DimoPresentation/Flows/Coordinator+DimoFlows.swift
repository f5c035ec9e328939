import CairnNavigation
import DimoDomain

// snippet: dimo-flows-on-any-tab
// The flows every tab shares. Each starts as a child of the coordinator that asks, on that
// coordinator's own stack: from the Home tab they run on Home's stack, from My Momentum on its
// stack, without switching tabs (the original DIMO pushed them on whichever navigation
// controller was current).
extension Coordinator {
  /// Starts a work's detail on this coordinator's stack.
  public func startContentDetail(
    id: Int, type: ContentType = .anime, title: String? = nil,
    dependencies: DimoHomeDependencies
  ) {
    startChild(
      ContentDetailCoordinator(
        router: router, contentID: id, type: type, title: title, dependencies: dependencies))
  }

  /// Starts a character's detail on this coordinator's stack.
  public func startCharacterDetail(
    id: Int, name: String? = nil, dependencies: DimoHomeDependencies
  ) {
    startChild(
      CharacterDetailCoordinator(
        router: router, characterID: id, name: name, dependencies: dependencies))
  }
}
// end-snippet

extension Coordinator {
  /// Starts a review's detail on this coordinator's stack; `onChange` runs after the review
  /// was edited, so the feed below can reload (its end is told by `childDidFinish`).
  public func startReviewDetail(
    id: Int, characterID: Int, dependencies: DimoHomeDependencies,
    onChange: @escaping @MainActor () -> Void = {}
  ) {
    startChild(
      ReviewDetailCoordinator(
        router: router, reviewID: id, characterID: characterID, dependencies: dependencies,
        onChange: onChange))
  }
}

// snippet: dimo-run-vote
extension Coordinator {
  /// Runs the vote flow for a character on this coordinator's stack and waits for it: the vote
  /// cast (the character's new MBTI), or nil when the user left without voting. One call from
  /// any coordinator — a tab, a character's detail, a list of My Momentum.
  public func runVote(
    characterID: Int, character: CharacterSummary? = nil, hasVoted: Bool? = nil,
    isRevote: Bool = false, dependencies: DimoHomeDependencies
  ) async -> CastVote? {
    let flow = VoteFlowCoordinator(
      router: router, characterID: characterID, character: character, hasVoted: hasVoted,
      isRevote: isRevote, dependencies: dependencies)
    return await run(flow).value
  }
}
// end-snippet
