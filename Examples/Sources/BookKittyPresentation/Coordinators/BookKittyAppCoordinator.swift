import CairnNavigation

/// BookKitty's root (as in the original: AppCoordinator → TabBarCoordinator → a coordinator per tab).
@MainActor
public final class BookKittyAppCoordinator: Coordinator {
  private let dependencies: BookKittyDependencies
  /// The tab bar's flow, while it runs.
  public private(set) weak var tabBar: TabBarCoordinator?

  /// Creates the root on a router (normally `navigator.router()`).
  public init(router: Router, dependencies: BookKittyDependencies) {
    self.dependencies = dependencies
    super.init(router: router)
  }

  /// Starts the tab bar.
  public override func start() {
    let tabBar = TabBarCoordinator(router: router, dependencies: dependencies)
    self.tabBar = tabBar
    startChild(tabBar)
  }
}
