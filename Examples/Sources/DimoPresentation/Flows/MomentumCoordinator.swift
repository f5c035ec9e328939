import CairnNavigation
import DimoDomain

/// A profile page and what it opens, on the stack it was started on: My Momentum (the root of
/// its tab) or another user's profile (pushed on whichever tab's stack is current). Its "더보기
/// >" lists, Edit profile (awaited), the shared flows for its rows and the vote flow for a
/// voted character all run on that same stack.
///
/// When a flow started from the page ends — a work's, a character's or a review's detail,
/// where a 찜, a vote or a review may have changed — the page and its open list reload; a vote
/// cast from a row and a saved edit are shown from the flows' typed results instead, with no
/// reload.
@MainActor
public final class MomentumCoordinator: Coordinator, MomentumCoordinating {
  /// Whose page this is.
  public let owner: MomentumOwner
  private let dependencies: DimoDependencies
  private let onDigMe: @MainActor () -> Void
  /// The page, while it shows.
  public private(set) weak var page: MomentumViewModel?
  private weak var moreList: MomentumMoreViewModel?

  /// Creates the flow of `owner`'s page; `onDigMe` runs for "DIG ME!로 이동하기".
  public init(
    router: Router, owner: MomentumOwner, dependencies: DimoDependencies,
    onDigMe: @escaping @MainActor () -> Void = {}
  ) {
    self.owner = owner
    self.dependencies = dependencies
    self.onDigMe = onDigMe
    super.init(router: router)
  }

  /// Pushes the page.
  public override func start() {
    let viewModel = MomentumViewModel(
      owner: owner, dependencies: dependencies.momentum, images: dependencies.home.images)
    viewModel.coordinator = self
    page = viewModel
    switch owner {
    case .me:
      router.push(viewModel, name: "MyMomentum", title: DimoStrings.momentumTitle)
    case .user(let id, let nickname):
      router.push(viewModel, name: "OtherMomentum", title: nickname ?? id)
    }
  }

  // snippet: dimo-momentum-comes-back
  /// A detail started here ended: what it changed shows on the page and its list.
  public override func childDidFinish(_ child: Coordinator) {
    guard !(child is VoteFlowCoordinator), !(child is EditProfileCoordinator) else { return }
    page?.reload()
    moreList?.reload()
  }
  // end-snippet

  /// Pushes a section's whole list.
  public func showMore(_ kind: MomentumSectionKind, title: String) {
    let viewModel = MomentumMoreViewModel(
      kind: kind, owner: owner, title: title, dependencies: dependencies.momentum,
      images: dependencies.home.images)
    viewModel.coordinator = self
    moreList = viewModel
    router.push(viewModel, name: "MomentumMore", title: title)
  }

  /// A work's detail on this stack.
  public func showContentDetail(id: Int, type: ContentType) {
    startContentDetail(id: id, type: type, dependencies: dependencies.home)
  }

  /// A character's detail on this stack.
  public func showCharacterDetail(id: Int) {
    startCharacterDetail(id: id, dependencies: dependencies.home)
  }

  /// A review's detail on this stack.
  public func showReviewDetail(id: Int, characterID: Int) {
    startReviewDetail(id: id, characterID: characterID, dependencies: dependencies.home)
  }

  /// The vote flow on this stack, starting on Dig with the caller's letters.
  public func revote(on character: CharacterSummary) async -> CastVote? {
    await runVote(
      characterID: character.id, character: character, hasVoted: true, isRevote: true,
      dependencies: dependencies.home)
  }

  /// Edit profile on this stack, awaited.
  public func editProfile(_ profile: UserProfile) async -> ProfileChange? {
    await run(
      EditProfileCoordinator(router: router, profile: profile, dependencies: dependencies.momentum)
    ).value
  }

  /// "DIG ME!로 이동하기".
  public func showDigMe() {
    onDigMe()
  }
}
