/// Every text the terminal front end and its components show on their own — key hints, the
/// help overlay, the sheet's close hint, loading and "too small" notices — so that an app
/// shows them in its own language. The toolkit's defaults are English (``english``); an app
/// passes its own value to ``TerminalFrontEnd/init(navigator:strings:makeScreen:)``, and
/// screens read it from ``TerminalContext/strings``.
public struct TerminalStrings: Sendable {
  /// The notice drawn instead of the app when the window is smaller than `minimum`.
  public var windowTooSmall: @Sendable (_ minimum: TerminalSize) -> String
  /// The notice drawn instead of a screen whose area is smaller than it needs (`minimum`).
  public var screenTooSmall: @Sendable (_ minimum: TerminalSize) -> String
  /// The left of a sheet's navigation bar, after "Esc": closes the sheet.
  public var closeSheet: String
  /// Dialog hint: the arrows move the selection.
  public var select: String
  /// Dialog hint: Enter presses the selected button.
  public var confirm: String
  /// Dialog hint: Esc cancels.
  public var cancel: String
  /// Hint for Esc on a screen that can go back or close.
  public var back: String
  /// Hint for Esc on a root screen, in the help overlay: there is nothing to go back to.
  public var backUnavailable: String
  /// Hint for the number keys that switch tabs.
  public var switchTab: String
  /// Hint for `[` and `]`, which show the previous and next page of a paged set.
  public var switchPage: String
  /// Hint for `?`.
  public var help: String
  /// Hint for `q`, which quits from a root screen.
  public var quit: String
  /// Hint for Ctrl-C, which quits at once.
  public var quitNow: String
  /// The help overlay's title.
  public var helpTitle: String
  /// The help overlay's last line.
  public var helpDismiss: String
  /// The help overlay's line when not every key fits: `count` more keys.
  public var helpMore: @Sendable (_ count: Int) -> String
  /// After the spinner of a section that is loading.
  public var loading: String
  /// Hint for `r` on a section that failed and can be retried.
  public var retry: String
  /// The secondary pane of a split tab while the primary has opened nothing.
  public var nothingSelected: String

  /// Creates a set of texts; every argument is required so that a translation misses none.
  public init(
    windowTooSmall: @escaping @Sendable (_ minimum: TerminalSize) -> String,
    screenTooSmall: @escaping @Sendable (_ minimum: TerminalSize) -> String,
    closeSheet: String, select: String, confirm: String, cancel: String, back: String,
    backUnavailable: String, switchTab: String, switchPage: String, help: String, quit: String,
    quitNow: String,
    helpTitle: String, helpDismiss: String,
    helpMore: @escaping @Sendable (_ count: Int) -> String,
    loading: String, retry: String, nothingSelected: String
  ) {
    self.windowTooSmall = windowTooSmall
    self.screenTooSmall = screenTooSmall
    self.closeSheet = closeSheet
    self.select = select
    self.confirm = confirm
    self.cancel = cancel
    self.back = back
    self.backUnavailable = backUnavailable
    self.switchTab = switchTab
    self.switchPage = switchPage
    self.help = help
    self.quit = quit
    self.quitNow = quitNow
    self.helpTitle = helpTitle
    self.helpDismiss = helpDismiss
    self.helpMore = helpMore
    self.loading = loading
    self.retry = retry
    self.nothingSelected = nothingSelected
  }

  /// The toolkit's own texts, in English.
  public static let english = TerminalStrings(
    windowTooSmall: { "Window too small: needs at least \($0.columns)×\($0.rows)" },
    screenTooSmall: { "Too small for this screen (needs \($0.columns)×\($0.rows))" },
    closeSheet: "Close", select: "Select", confirm: "OK", cancel: "Cancel",
    back: "Back / close", backUnavailable: "Back (not on a top screen)",
    switchTab: "Switch tab", switchPage: "Previous / next page", help: "Help",
    quit: "Quit (top screen)", quitNow: "Quit now",
    helpTitle: "Help", helpDismiss: "Press any key to close",
    helpMore: { "… and \($0) more" }, loading: "Loading…", retry: "Retry",
    nothingSelected: "Nothing selected")
}
