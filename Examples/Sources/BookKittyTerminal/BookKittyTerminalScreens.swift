import BookKittyPresentation
import CairnNavigation
import CairnTerminal
import KoreanChrome

/// Builds the terminal view of each BookKitty screen from its view model.
@MainActor
public enum BookKittyTerminalScreens {
  /// BookKitty's front end: its screens, with the terminal chrome in Korean; they share one
  /// ``CoverPictures``, so that each cover is decoded once.
  public static func frontEnd(for navigator: Navigator) -> TerminalFrontEnd {
    let pictures = CoverPictures()
    return TerminalFrontEnd(navigator: navigator, strings: .korean) { screen, content, context in
      make(screen, content: content, context: context, pictures: pictures)
    }
  }

  /// The screen factory handed to `TerminalFrontEnd`: covers are drawn through `pictures`.
  static func make(
    _ screen: Screen, content: AnyObject, context: any TerminalContext, pictures: CoverPictures
  ) -> (any TerminalScreen)? {
    switch content {
    case let viewModel as HomeViewModel:
      HomeScreen(viewModel: viewModel, context: context, pictures: pictures)
    case let viewModel as QuestionHistoryViewModel:
      QuestionHistoryScreen(viewModel: viewModel, context: context, pictures: pictures)
    case let viewModel as QuestionDetailViewModel:
      QuestionDetailScreen(viewModel: viewModel, context: context, pictures: pictures)
    case let viewModel as MyLibraryViewModel:
      MyLibraryScreen(viewModel: viewModel, context: context, pictures: pictures)
    case let viewModel as BookDetailViewModel:
      BookDetailScreen(viewModel: viewModel, context: context, pictures: pictures)
    case let viewModel as NewQuestionViewModel:
      NewQuestionScreen(viewModel: viewModel, context: context)
    case let viewModel as QuestionResultViewModel:
      QuestionResultScreen(viewModel: viewModel, context: context, pictures: pictures)
    case let viewModel as AddBookViewModel: AddBookScreen(viewModel: viewModel, context: context)
    case let viewModel as AddBookByTitleViewModel:
      AddBookByTitleScreen(viewModel: viewModel, context: context, pictures: pictures)
    default: nil
    }
  }
}
