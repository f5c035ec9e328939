import CairnNavigation
import Foundation

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

  /// Opens one of BookKitty's deep links (``BookKittyRoute``): how the browser's address, a
  /// reload or a shared address rebuilds a screen.
  public func open(_ url: URL) async -> Result<Void, DeepLinkError> {
    switch BookKittyRoute.parser.parse(url) {
    case .failure(let error):
      return .failure(error)
    case .success(let route):
      guard let tabBar else { return .failure(.unhandled(url.absoluteString)) }
      return await tabBar.open(route)
    }
  }
}
