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
    case let viewModel as TermsViewModel: TermsScreen(viewModel: viewModel)
    case let viewModel as IdentificationViewModel:
      IdentificationScreen(viewModel: viewModel, context: context)
    case let viewModel as IDRegisterViewModel:
      IDRegisterScreen(viewModel: viewModel, context: context)
    case let viewModel as PasswordViewModel: PasswordScreen(viewModel: viewModel)
    case let viewModel as NicknameViewModel:
      NicknameScreen(viewModel: viewModel, context: context)
    case let viewModel as JoinMbtiViewModel:
      JoinMbtiScreen(viewModel: viewModel, context: context)
    case let viewModel as AuthMessageViewModel: AuthMessageScreen(viewModel: viewModel)
    default: nil
    }
  }
}
