import CairnNavigation

/// The Vote tab's flow: a placeholder until part 2.
@MainActor
public final class DimoVoteCoordinator: DimoTabCoordinator {
  /// Pushes the placeholder.
  public override func start() {
    router.push(PlaceholderViewModel(), title: DimoStrings.voteTitle)
  }
}
