import CairnNavigation
import OnbanDomain

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

  /// Starts the detail flow: repository → use case → view model, built here (the original Onban).
  public func showDetail(of dish: Dish) {
    startChild(DishDetailCoordinator(router: router, dish: dish, dependencies: dependencies))
  }
}
