import CairnNavigation
import DimoDomain

/// The vote on one character, pushed on the stack it was started on (any tab's): Dig, then
/// VoteComplete in its place — or VoteComplete at once for a character the caller voted on
/// already — with 다시 투표하기, the same work's characters (each a vote flow of its own) and
/// the character's detail.
///
/// It ends with the vote cast (the character's new MBTI and the caller's letters), which the
/// screen that started it shows without loading again. The vote is kept as the flow's result
/// as soon as it is cast, so the flow ends with it however the user leaves — the result
/// screen's back included; it ends cancelled when the user leaves Dig without voting.
@MainActor
public final class VoteFlowCoordinator: FlowCoordinator<CastVote>, DigCoordinating,
  VoteCompleteCoordinating
{
  /// The character's id.
  public let characterID: Int
  private var character: CharacterSummary?
  private let hasVoted: Bool?
  private let isRevote: Bool
  private let dependencies: DimoHomeDependencies
  private var digScreen: ScreenID?
  private var completeScreen: ScreenID?
  /// VoteComplete's view model, while it shows.
  public private(set) weak var completeViewModel: VoteCompleteViewModel?

  /// Creates the flow. `character` and `hasVoted` come from the list that opens it, when it
  /// knows them (else Dig loads the character and finds out); `isRevote` starts on Dig with
  /// the caller's letters, changing the vote.
  public init(
    router: Router, characterID: Int, character: CharacterSummary? = nil, hasVoted: Bool? = nil,
    isRevote: Bool = false, dependencies: DimoHomeDependencies
  ) {
    self.characterID = characterID
    self.character = character
    self.hasVoted = hasVoted
    self.isRevote = isRevote
    self.dependencies = dependencies
    super.init(router: router)
  }

  /// Pushes Dig, or the result of a character voted on already.
  public override func start() {
    if !isRevote, hasVoted == true, let character {
      pushComplete(for: character)
    } else {
      pushDig(isRevote: isRevote)
    }
  }

  /// The vote was cast: it is kept as the flow's result, and the result replaces Dig (or,
  /// after 다시 투표하기 on the result, the result loads again).
  public func voteWasCast(_ vote: CastVote, for character: CharacterSummary) {
    keepResult(vote)
    showResult(of: character)
  }

  /// The result replaces Dig.
  public func showResult(of character: CharacterSummary) {
    self.character = character
    if completeScreen == nil { pushComplete(for: character) } else { completeViewModel?.reload() }
    if let digScreen { router.remove(digScreen) }
    digScreen = nil
  }

  /// 다시 투표하기 on the result: Dig above it, starting from the caller's letters.
  public func revote() {
    if let digScreen, router.stack.contains(where: { $0.id == digScreen }) { return }
    pushDig(isRevote: true)
  }

  /// A character of the same work: a vote flow of its own, on this stack.
  public func vote(for candidate: VoteCandidate) async -> CastVote? {
    await runVote(
      characterID: candidate.id, character: candidate.character, hasVoted: candidate.hasVoted,
      dependencies: dependencies)
  }

  /// The whole cast ("등장인물").
  public func showCast(_ candidates: [VoteCandidate]) {
    let viewModel = VoteCastViewModel(candidates: candidates, dependencies: dependencies)
    viewModel.coordinator = self
    viewModel.onVote = { [weak self] vote in self?.castDidVote(vote) }
    router.push(viewModel, name: "VoteCast", title: DimoStrings.characters)
  }

  /// The character's detail, on this stack.
  public func showCharacterDetail() {
    startCharacterDetail(id: characterID, name: character?.name, dependencies: dependencies)
  }

  private func castDidVote(_ vote: CastVote) {
    if vote.characterID == characterID { keepResult(vote) }
    completeViewModel?.apply(vote)
    if vote.characterID == characterID { completeViewModel?.reload() }
  }

  private func pushDig(isRevote: Bool) {
    let viewModel = DigViewModel(
      characterID: characterID, character: character, isRevote: isRevote,
      dependencies: dependencies)
    viewModel.coordinator = self
    digScreen = router.push(
      viewModel, name: "Dig", title: isRevote ? DimoStrings.revote : DimoStrings.vote)
  }

  private func pushComplete(for character: CharacterSummary) {
    let viewModel = VoteCompleteViewModel(character: character, dependencies: dependencies)
    viewModel.coordinator = self
    completeViewModel = viewModel
    completeScreen = router.push(
      viewModel, name: "VoteComplete", title: DimoStrings.voteResultTitle)
  }
}
