import CairnNavigation
import DimoDomain

/// A character's detail, pushed on the stack it was started on (any tab's), with the flows it
/// starts: writing a review, a review's detail, the vote. It ends when the user leaves its
/// screens.
@MainActor
public final class CharacterDetailCoordinator: Coordinator, CharacterDetailCoordinating {
  /// The character's id.
  public let characterID: Int
  private let characterName: String?
  private let dependencies: DimoHomeDependencies
  /// The detail's view model, while it shows.
  public private(set) weak var viewModel: CharacterDetailViewModel?

  /// Creates the flow; `name` titles the screen when the opener knows it.
  public init(
    router: Router, characterID: Int, name: String? = nil, dependencies: DimoHomeDependencies
  ) {
    self.characterID = characterID
    self.characterName = name
    self.dependencies = dependencies
    super.init(router: router)
  }

  /// Pushes the detail.
  public override func start() {
    let viewModel = CharacterDetailViewModel(characterID: characterID, dependencies: dependencies)
    viewModel.coordinator = self
    self.viewModel = viewModel
    router.push(viewModel, name: "CharacterDetail", title: characterName ?? "")
  }

  // snippet: dimo-await-write-review
  /// Runs the write modal as a child flow and hands its result back to the feed: the
  /// character's id when a review was saved, nil when the user cancelled.
  public func writeReview(for character: CharacterSummary) async -> Int? {
    let flow = WriteReviewCoordinator(
      router: router, character: character, dependencies: dependencies)
    return await run(flow).value
  }
  // end-snippet

  /// Opens a review's detail above this one; an edit reloads the feed at once.
  public func showReviewDetail(id: Int, characterID: Int) {
    startReviewDetail(id: id, characterID: characterID, dependencies: dependencies) {
      [weak self] in self?.viewModel?.reload()
    }
  }

  /// When a review's detail ends (back, or the review deleted or hidden), the feed reloads:
  /// its likes, comments and views changed.
  public override func childDidFinish(_ child: Coordinator) {
    if child is ReviewDetailCoordinator { viewModel?.reload() }
  }

  /// 투표하기 (Dig) or 다시 투표하기 (Dig with the caller's letters, changing the vote): the vote
  /// flow on this stack, awaited.
  public func vote(for character: CharacterSummary, isRevote: Bool) async -> CastVote? {
    await runVote(
      characterID: character.id, character: character, hasVoted: isRevote,
      isRevote: isRevote, dependencies: dependencies)
  }
}
