import CairnNavigation
import Foundation
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

  // snippet: onban-app-coordinator-open
  /// Opens `cairn://onban/<section>` (that tab's menu) or `cairn://onban/<section>/<hash>`
  /// (that dish's detail in that tab's stack, through the menu's flow): the section's tab is
  /// selected first, so a dish the menu no longer lists leaves the user on that menu.
  public func open(_ url: URL) async -> Result<Void, DeepLinkError> {
    switch OnbanRoute.parser.parse(url) {
    case .failure(let error):
      return .failure(error)
    case .success(let route):
      guard
        let menu = children.lazy.compactMap({ $0 as? MenuCoordinator })
          .first(where: { $0.section == route.section })
      else { return .failure(.unhandled(url.absoluteString)) }
      router.selectTab(Self.tab(route.section))
      return await menu.open(route)
    }
  }
  // end-snippet
}
