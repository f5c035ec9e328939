import CairnNavigation
import CairnTerminal
import KoreanChrome
import TodoPresentation

// snippet: todo-terminal-screens
/// Builds the terminal view of each TodoList screen from its view model.
@MainActor
public enum TodoTerminalScreens {
  /// The TodoList's front end: its screens, with the terminal chrome in Korean.
  public static func frontEnd(for navigator: Navigator) -> TerminalFrontEnd {
    TerminalFrontEnd(navigator: navigator, strings: .korean, makeScreen: make)
  }

  /// The screen factory handed to `TerminalFrontEnd`.
  public static func make(
    _ screen: Screen, content: AnyObject, context: any TerminalContext
  ) -> (any TerminalScreen)? {
    switch content {
    case let viewModel as TodoListViewModel:
      TodoListScreen(viewModel: viewModel, context: context)
    case let viewModel as TodoDetailViewModel:
      TodoDetailScreen(viewModel: viewModel, context: context)
    default:
      nil
    }
  }
}
// end-snippet
