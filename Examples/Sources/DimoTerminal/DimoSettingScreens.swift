import CairnNavigation
import CairnTerminal
import DimoPresentation

/// Builds the terminal view of the Setting tab's screens.
@MainActor
public enum DimoSettingScreens {
  /// The screen for `content`, or nil when it is not one of these.
  public static func make(_ content: AnyObject, context: any TerminalContext)
    -> (any TerminalScreen)?
  {
    switch content {
    case let viewModel as SettingViewModel: SettingScreen(viewModel: viewModel, context: context)
    case let viewModel as MyInfoViewModel: MyInfoScreen(viewModel: viewModel, context: context)
    case let viewModel as EditNicknameViewModel:
      EditNicknameScreen(viewModel: viewModel, context: context)
    case let viewModel as EditPasswordViewModel:
      EditPasswordScreen(viewModel: viewModel, context: context)
    case let viewModel as EditMBTIViewModel: EditMBTIScreen(viewModel: viewModel, context: context)
    case let viewModel as WithdrawViewModel: WithdrawScreen(viewModel: viewModel, context: context)
    case let viewModel as NoticeListViewModel:
      NoticeListScreen(viewModel: viewModel, context: context)
    case let viewModel as FAQViewModel: FAQScreen(viewModel: viewModel, context: context)
    case let viewModel as InquiryViewModel: InquiryScreen(viewModel: viewModel, context: context)
    case let viewModel as CharacterRequestViewModel:
      CharacterRequestScreen(viewModel: viewModel, context: context)
    case let viewModel as DocumentViewModel: DocumentScreen(viewModel: viewModel)
    default: nil
    }
  }
}
