import DimoDomain

/// A coordinator that runs the vote flow on its stack for a listed character.
@MainActor
public protocol VoteStarting: AnyObject {
  /// Runs the vote flow for `candidate`: its result when the caller voted on it already, else
  /// Dig. Returns the vote cast, or nil when the user left without voting.
  func vote(for candidate: VoteCandidate) async -> CastVote?
}

/// What Vote home asks of its coordinator.
@MainActor
public protocol VoteHomeCoordinating: VoteStarting {
  /// Opens Recommend in `order`.
  func showRecommend(_ order: RecommendOrder)
  /// Opens Search.
  func showSearch()
}

/// What Recommend asks of its coordinator.
@MainActor
public protocol RecommendCoordinating: VoteStarting {
  /// The "정렬" sheet: 랜덤순 or 인기순, nil when dismissed.
  func chooseOrder(current: RecommendOrder) async -> RecommendOrder?
}

/// What Search asks of its coordinator.
@MainActor
public protocol VoteSearchCoordinating: VoteStarting {
  /// The scope sheet: 작품명 or 캐릭터명, nil when dismissed.
  func chooseScope(current: SearchScope) async -> SearchScope?
}

/// What Dig asks of the vote flow.
@MainActor
public protocol DigCoordinating: AnyObject {
  /// The vote (or revote) on `character` was cast: its result follows.
  func voteWasCast(_ vote: CastVote, for character: CharacterSummary)
  /// The caller had voted on `character` already: its result instead of Dig.
  func showResult(of character: CharacterSummary)
}

/// What VoteComplete asks of the vote flow.
@MainActor
public protocol VoteCompleteCoordinating: VoteStarting {
  /// 다시 투표하기: Dig again, with the caller's letters.
  func revote()
  /// The same work's "more": every character of the work.
  func showCast(_ candidates: [VoteCandidate])
  /// The header: the character's detail.
  func showCharacterDetail()
}
