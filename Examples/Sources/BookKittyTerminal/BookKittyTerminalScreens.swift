import BookKittyPresentation
import CairnNavigation
import CairnTerminal
import KoreanChrome

/// Builds the terminal view of each BookKitty screen from its view model.
@MainActor
public enum BookKittyTerminalScreens {
  /// BookKitty's front end: its screens, with the terminal chrome in Korean.
  public static func frontEnd(for navigator: Navigator) -> TerminalFrontEnd {
    TerminalFrontEnd(navigator: navigator, strings: .korean, makeScreen: make)
  }

  /// The screen factory handed to `TerminalFrontEnd`.
  public static func make(
    _ screen: Screen, content: AnyObject, context: any TerminalContext
  ) -> (any TerminalScreen)? {
    switch content {
    case let viewModel as HomeViewModel: HomeScreen(viewModel: viewModel, context: context)
    case let viewModel as QuestionHistoryViewModel:
      QuestionHistoryScreen(viewModel: viewModel, context: context)
    case let viewModel as QuestionDetailViewModel:
      QuestionDetailScreen(viewModel: viewModel, context: context)
    case let viewModel as MyLibraryViewModel:
      MyLibraryScreen(viewModel: viewModel, context: context)
    case let viewModel as BookDetailViewModel:
      BookDetailScreen(viewModel: viewModel, context: context)
    case let viewModel as NewQuestionViewModel:
      NewQuestionScreen(viewModel: viewModel, context: context)
    case let viewModel as QuestionResultViewModel:
      QuestionResultScreen(viewModel: viewModel, context: context)
    case let viewModel as AddBookViewModel: AddBookScreen(viewModel: viewModel, context: context)
    case let viewModel as AddBookByTitleViewModel:
      AddBookByTitleScreen(viewModel: viewModel, context: context)
    default: nil
    }
  }
}
