import CairnNavigation
import CairnTerminal
import DimoPresentation
import KoreanChrome

/// Builds the terminal view of each DIMO screen from its view model.
@MainActor
public enum DimoTerminalScreens {
  /// DIMO's front end: its screens, with the terminal chrome in Korean.
  public static func frontEnd(for navigator: Navigator) -> TerminalFrontEnd {
    TerminalFrontEnd(navigator: navigator, strings: .korean, makeScreen: make)
  }

  /// The screen factory handed to `TerminalFrontEnd`: the auth screens, then the tabs'.
  public static func make(
    _ screen: Screen, content: AnyObject, context: any TerminalContext
  ) -> (any TerminalScreen)? {
    makeAuthScreen(content, context: context)
      ?? DimoHomeScreens.make(screen, content: content, context: context)
      ?? DimoVoteScreens.make(content, context: context)
      ?? DimoMomentumScreens.make(content, context: context)
      ?? DimoSettingScreens.make(content, context: context)
  }
}
