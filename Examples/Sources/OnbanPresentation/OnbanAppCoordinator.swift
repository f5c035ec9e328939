import CairnNavigation
import OnbanDomain

/// Onban's root: a tab per section — Main, Soup, Side — each with its own stack and its own
/// coordinator (the original Onban: AppCoordinator → MainCoordinator → one coordinator per tab).
@MainActor
public final class OnbanAppCoordinator: Coordinator {
  private let dependencies: OnbanDependencies

  /// Creates the root on a router (normally `navigator.router()`).
  public init(router: Router, dependencies: OnbanDependencies) {
    self.dependencies = dependencies
    super.init(router: router)
  }

  /// From this width on (terminal columns), each tab shows its menu beside the dish it opened.
  public static let splitWidth = 120

  /// The tab id of a section.
  public static func tab(_ section: MenuSection) -> TabID {
    TabID(section.rawValue)
  }

  // snippet: onban-app-coordinator-start
  /// Sets up the three tabs, each a menu/dish split on wide screens, and starts a menu flow
  /// on each.
  public override func start() {
    router.setTabs(
      MenuSection.allCases.map {
        NavigationTab(
          id: Self.tab($0), title: OnbanStrings.tabTitle($0),
          layout: .split(collapsesBelow: Self.splitWidth))
      })
    for section in MenuSection.allCases {
      startChild(
        MenuCoordinator(
          router: router.onTab(Self.tab(section)), section: section, dependencies: dependencies))
    }
  }
  // end-snippet
}
