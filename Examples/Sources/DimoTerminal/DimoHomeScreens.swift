import CairnNavigation
import CairnTerminal
import DimoPresentation

/// Builds the terminal view of the Home tab's screens and of the screens every tab shares
/// (content, character and review detail, the write modal, the report).
@MainActor
public enum DimoHomeScreens {
  /// The screen for `content`, or nil when it is not one of these.
  public static func make(
    _ screen: Screen, content: AnyObject, context: any TerminalContext
  ) -> (any TerminalScreen)? {
    switch content {
    case let viewModel as HomeViewModel: HomeScreen(viewModel: viewModel, context: context)
    case let viewModel as HomeMoreViewModel: HomeMoreScreen(viewModel: viewModel, context: context)
    case let viewModel as ContentDetailViewModel:
      ContentDetailScreen(viewModel: viewModel, context: context)
    case let viewModel as CharacterListViewModel:
      CharacterListScreen(viewModel: viewModel, context: context)
    case let viewModel as CharacterDetailViewModel:
      CharacterDetailScreen(viewModel: viewModel, context: context)
    case let viewModel as WriteReviewViewModel:
      WriteReviewScreen(viewModel: viewModel, context: context)
    case let viewModel as ReviewDetailViewModel:
      ReviewDetailScreen(viewModel: viewModel, context: context)
    case let viewModel as ReportViewModel: ReportScreen(viewModel: viewModel, context: context)
    default: nil
    }
  }
}
