import CairnNavigation
import CairnTerminal
import KoreanChrome
import ProjectManagerPresentation

/// Builds the terminal view of each Project Manager screen from its view model.
@MainActor
public enum ProjectManagerTerminalScreens {
  /// The Project Manager's front end: its screens, with the terminal chrome in Korean.
  public static func frontEnd(for navigator: Navigator) -> TerminalFrontEnd {
    TerminalFrontEnd(navigator: navigator, strings: .korean, makeScreen: make)
  }

  /// The screen factory handed to `TerminalFrontEnd`.
  public static func make(
    _ screen: Screen, content: AnyObject, context: any TerminalContext
  ) -> (any TerminalScreen)? {
    switch content {
    case let viewModel as BoardViewModel:
      BoardScreen(viewModel: viewModel, context: context)
    case let viewModel as WorkFormViewModel:
      WorkFormScreen(viewModel: viewModel, context: context)
    default:
      nil
    }
  }
}
