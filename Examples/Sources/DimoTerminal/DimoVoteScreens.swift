import CairnNavigation
import CairnTerminal
import DimoPresentation

/// Builds the terminal view of the Vote tab's screens and of the vote flow's.
@MainActor
public enum DimoVoteScreens {
  /// The screen for `content`, or nil when it is not one of these.
  public static func make(_ content: AnyObject, context: any TerminalContext)
    -> (any TerminalScreen)?
  {
    switch content {
    case let viewModel as VoteHomeViewModel: VoteHomeScreen(viewModel: viewModel, context: context)
    case let viewModel as RecommendViewModel:
      RecommendScreen(viewModel: viewModel, context: context)
    case let viewModel as VoteSearchViewModel:
      VoteSearchScreen(viewModel: viewModel, context: context)
    case let viewModel as DigViewModel: DigScreen(viewModel: viewModel, context: context)
    case let viewModel as VoteCompleteViewModel:
      VoteCompleteScreen(viewModel: viewModel, context: context)
    case let viewModel as VoteCastViewModel: VoteCastScreen(viewModel: viewModel, context: context)
    default: nil
    }
  }
}
