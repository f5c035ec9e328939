import CairnNavigation
import CairnTerminal
import DimoPresentation

/// Builds the terminal view of My Momentum's screens and another user's profile.
@MainActor
public enum DimoMomentumScreens {
  /// The screen for `content`, or nil when it is not one of these.
  public static func make(_ content: AnyObject, context: any TerminalContext)
    -> (any TerminalScreen)?
  {
    switch content {
    case let viewModel as MomentumViewModel: MomentumScreen(viewModel: viewModel, context: context)
    case let viewModel as MomentumMoreViewModel:
      MomentumMoreScreen(viewModel: viewModel, context: context)
    case let viewModel as EditProfileViewModel:
      EditProfileScreen(viewModel: viewModel, context: context)
    default: nil
    }
  }
}
