import BookKittyPresentation
import CairnNavigation
import CairnWeb

/// The web view of each BookKitty screen, by its view model's type, and where the app is served.
@MainActor
public enum BookKittyWebViews {
  /// The app's path in the browser (`/bookkitty/`), which is also its deep links' host.
  public nonisolated static let linkHost = "bookkitty"

  /// The registry `WebApp.views` returns for BookKitty.
  public static var registry: ScreenRegistry<any WebContext, any WebScreen> {
    var views = ScreenRegistry<any WebContext, any WebScreen>()
    views.register(HomeViewModel.self) { viewModel, _, context in
      HomeWebScreen(viewModel: viewModel, context: context)
    }
    views.register(QuestionHistoryViewModel.self) { viewModel, _, context in
      QuestionHistoryWebScreen(viewModel: viewModel, context: context)
    }
    views.register(QuestionDetailViewModel.self) { viewModel, _, context in
      QuestionDetailWebScreen(viewModel: viewModel, context: context)
    }
    views.register(MyLibraryViewModel.self) { viewModel, _, context in
      MyLibraryWebScreen(viewModel: viewModel, context: context)
    }
    views.register(BookDetailViewModel.self) { viewModel, _, context in
      BookDetailWebScreen(viewModel: viewModel, context: context)
    }
    views.register(NewQuestionViewModel.self) { viewModel, _, context in
      NewQuestionWebScreen(viewModel: viewModel, context: context)
    }
    views.register(QuestionResultViewModel.self) { viewModel, _, context in
      QuestionResultWebScreen(viewModel: viewModel, context: context)
    }
    views.register(AddBookViewModel.self) { viewModel, _, context in
      AddBookWebScreen(viewModel: viewModel, context: context)
    }
    views.register(AddBookByTitleViewModel.self) { viewModel, _, context in
      AddBookByTitleWebScreen(viewModel: viewModel, context: context)
    }
    return views
  }
}
