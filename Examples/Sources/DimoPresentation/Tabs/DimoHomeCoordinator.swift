import CairnNavigation

/// The Home tab's flow.
@MainActor
public final class DimoHomeCoordinator: DimoTabCoordinator {
  /// Pushes Home.
  public override func start() {
    router.push(DimoHomeViewModel(), title: DimoStrings.appName)
  }
}
