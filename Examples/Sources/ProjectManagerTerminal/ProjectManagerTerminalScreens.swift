import CairnNavigation
import CairnTerminal
import ProjectManagerPresentation

/// Builds the terminal view of each Project Manager screen from its view model.
@MainActor
public enum ProjectManagerTerminalScreens {
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
