import CairnNavigation
import CairnTerminal
import TodoPresentation

// snippet: todo-terminal-screens
/// Builds the terminal view of each TodoList screen from its view model.
@MainActor
public enum TodoTerminalScreens {
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
