import CairnNavigation
import OnbanDomain

/// Onban's root: a tab per section — Main, Soup, Side — each with its own stack and its own
/// coordinator (seed 004: AppCoordinator → MainCoordinator → one coordinator per tab).
@MainActor
public final class OnbanAppCoordinator: Coordinator {
  private let dependencies: OnbanDependencies

  /// Creates the root on a router (normally `navigator.router()`).
  public init(router: Router, dependencies: OnbanDependencies) {
    self.dependencies = dependencies
    super.init(router: router)
  }

  /// The tab id of a section.
  public static func tab(_ section: MenuSection) -> TabID {
    TabID(section.rawValue)
  }

  // snippet: onban-app-coordinator-start
  /// Sets up the three tabs and starts a menu flow on each.
  public override func start() {
    router.setTabs(
      MenuSection.allCases.map { NavigationTab(id: Self.tab($0), title: OnbanStrings.tabTitle($0)) }
    )
    for section in MenuSection.allCases {
      startChild(
        MenuCoordinator(
          router: router.onTab(Self.tab(section)), section: section, dependencies: dependencies))
    }
  }
  // end-snippet
}

/// One tab: its list, and the dish details pushed over it.
@MainActor
public final class MenuCoordinator: Coordinator, MenuCoordinating {
  /// The section this tab lists.
  public let section: MenuSection
  private let dependencies: OnbanDependencies

  /// Creates the flow of one tab.
  public init(router: Router, section: MenuSection, dependencies: OnbanDependencies) {
    self.section = section
    self.dependencies = dependencies
    super.init(router: router)
  }

  /// Pushes the list.
  public override func start() {
    let viewModel = MenuViewModel(section: section, dependencies: dependencies)
    viewModel.coordinator = self
    router.push(viewModel, name: "Menu", title: OnbanStrings.tabTitle(section))
  }

  /// Starts the detail flow: repository → use case → view model, built here (seed 004).
  public func showDetail(of dish: Dish) {
    startChild(DishDetailCoordinator(router: router, dish: dish, dependencies: dependencies))
  }
}

/// The detail of one dish, pushed with the tab bar hidden; it ends when the user goes back.
@MainActor
public final class DishDetailCoordinator: Coordinator, DishDetailCoordinating {
  private let dish: Dish
  private let dependencies: OnbanDependencies

  /// Creates the flow.
  public init(router: Router, dish: Dish, dependencies: OnbanDependencies) {
    self.dish = dish
    self.dependencies = dependencies
    super.init(router: router)
  }

  /// Pushes the detail.
  public override func start() {
    let viewModel = DishDetailViewModel(dish: dish, dependencies: dependencies)
    viewModel.coordinator = self
    router.push(viewModel, name: "DishDetail", title: dish.title, hidesTabBar: true)
  }

  /// An alert with the order's total, in a task this flow owns (the router, not the flow, is
  /// captured, so a pending alert never keeps the flow alive).
  public func showOrderConfirmation(_ receipt: OrderReceipt) {
    let router = self.router
    task {
      _ = await router.presentDialog(
        .alert, title: OnbanStrings.orderPlaced, message: OnbanStrings.orderMessage(receipt),
        actions: [DialogAction(OnbanStrings.ok, value: true)])
    }
  }
}
