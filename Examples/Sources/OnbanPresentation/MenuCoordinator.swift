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
    startChild(
      DishDetailCoordinator(
        router: router, dish: dish, section: section, dependencies: dependencies))
  }

  // snippet: onban-menu-open-route
  /// Turns a deep link of this section into navigation: the menu alone, or a dish's detail
  /// over it. A link knows only the dish's hash, so the section's menu is fetched (from the
  /// server, else the cache) to find the dish the detail shows; a hash it does not list is
  /// `notFound` and the stack is left as it was.
  func open(_ route: OnbanRoute) async -> Result<Void, DeepLinkError> {
    guard case .dish(_, let hash) = route else {
      router.popToRoot()
      return .success(())
    }
    let dishes: [Dish]
    do {
      dishes = try await FetchMenuUseCase(repository: dependencies.dishes).execute(section).value
    } catch {
      return .failure(.unhandled("the \(section.rawValue) menu: \(error)"))
    }
    guard let dish = dishes.first(where: { $0.hash == hash }) else {
      return .failure(.notFound("dish \(hash) in the \(section.rawValue) menu"))
    }
    router.popToRoot()
    showDetail(of: dish)
    return .success(())
  }
  // end-snippet
}
