import CairnTerminal
import DimoPresentation

extension DimoTerminalScreens {
  /// The auth flow's screens.
  static func makeAuthScreen(_ content: AnyObject, context: any TerminalContext)
    -> (any TerminalScreen)?
  {
    switch content {
    case let viewModel as LoginStartViewModel:
      LoginStartScreen(viewModel: viewModel, context: context)
    case let viewModel as DimoLoginViewModel:
      DimoLoginScreen(viewModel: viewModel, context: context)
    default: nil
    }
  }
}
