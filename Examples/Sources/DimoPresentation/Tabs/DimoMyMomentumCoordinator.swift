import CairnNavigation

/// The My Momentum tab's flow: a placeholder until part 2.
@MainActor
public final class DimoMyMomentumCoordinator: DimoTabCoordinator {
  /// Pushes the placeholder.
  public override func start() {
    router.push(PlaceholderViewModel(), title: DimoStrings.momentumTitle)
  }
}
