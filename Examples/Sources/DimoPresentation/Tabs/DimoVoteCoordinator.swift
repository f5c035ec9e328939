import CairnNavigation
import DimoDomain

/// The Vote tab's flow: Vote home, Recommend with its "정렬" sheet, Search with its scope
/// sheet, and the vote flow on this tab's stack for any character they list.
@MainActor
public final class DimoVoteCoordinator: DimoTabCoordinator, VoteHomeCoordinating,
  RecommendCoordinating, VoteSearchCoordinating
{
  /// Pushes Vote home.
  public override func start() {
    let viewModel = VoteHomeViewModel(dependencies: dependencies.home)
    viewModel.coordinator = self
    router.push(viewModel, name: "VoteHome", title: DimoStrings.voteTitle)
  }

  /// Pushes Recommend in `order`.
  public func showRecommend(_ order: RecommendOrder) {
    let viewModel = RecommendViewModel(order: order, dependencies: dependencies.home)
    viewModel.coordinator = self
    router.push(viewModel, name: "Recommend", title: DimoStrings.randomRecommendTitle)
  }

  /// Pushes Search.
  public func showSearch() {
    let viewModel = VoteSearchViewModel(dependencies: dependencies.home)
    viewModel.coordinator = self
    router.push(viewModel, name: "VoteSearch", title: DimoStrings.searchTitle)
  }

  /// The "정렬" sheet.
  public func chooseOrder(current: RecommendOrder) async -> RecommendOrder? {
    await router.presentDialog(
      .actionSheet, title: DimoStrings.sortTitle,
      actions: RecommendOrder.allCases.map {
        DialogAction(DimoStrings.orderLabel($0), value: Optional($0))
      } + [DialogAction(DimoStrings.cancel, role: .cancel, value: nil)]) ?? nil
  }

  /// The scope sheet ("더보기" with 작품명 / 캐릭터명).
  public func chooseScope(current: SearchScope) async -> SearchScope? {
    await router.presentDialog(
      .actionSheet, title: DimoStrings.moreTitle,
      actions: SearchScope.allCases.map {
        DialogAction(DimoStrings.scopeLabel($0), value: Optional($0))
      } + [DialogAction(DimoStrings.cancel, role: .cancel, value: nil)]) ?? nil
  }

  /// The vote flow for a listed character, on this tab's stack.
  public func vote(for candidate: VoteCandidate) async -> CastVote? {
    await vote(
      characterID: candidate.id, character: candidate.character, hasVoted: candidate.hasVoted)
  }
}
