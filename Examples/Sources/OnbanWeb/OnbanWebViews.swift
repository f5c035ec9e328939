import CairnNavigation
import CairnWeb
import OnbanPresentation

/// The web view of each Onban screen, by its view model's type, and where the app is served.
@MainActor
public enum OnbanWebViews {
  /// The app's path in the browser (`/onban/`), which is also its deep links' host.
  public nonisolated static let linkHost = "onban"

  /// The registry `WebApp.views` returns for Onban.
  public static var registry: ScreenRegistry<any WebContext, any WebScreen> {
    var views = ScreenRegistry<any WebContext, any WebScreen>()
    views.register(MenuViewModel.self) { viewModel, _, context in
      MenuWebScreen(viewModel: viewModel, context: context)
    }
    views.register(DishDetailViewModel.self) { viewModel, _, context in
      DishDetailWebScreen(viewModel: viewModel, context: context)
    }
    return views
  }
}
