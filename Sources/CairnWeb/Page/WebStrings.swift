/// Every text the web chrome shows on its own — the back and close buttons, the tab bar's
/// label, the busy and connection notices, the help — so that an app shows them in its own
/// language. The toolkit's defaults are English (``english``).
public struct WebStrings: Sendable {
  /// The back button's label.
  public var back: String
  /// A sheet's close button.
  public var close: String
  /// The tab bar's accessible name.
  public var tabBar: String
  /// Beside the spinner while a screen waits, unless it says what it waits for.
  public var loading: String
  /// The notice while the page has lost its server and tries again.
  public var reconnecting: String
  /// The notice once the server came back with a new version: the page reloads.
  public var reloading: String
  /// The help overlay's title (the `?` key).
  public var helpTitle: String
  /// Help: Esc goes back or closes.
  public var helpBack: String
  /// Help: the number keys switch tabs.
  public var helpTabs: String
  /// Help: `?` opens the help.
  public var helpHelp: String
  /// Help: the close button of the overlay.
  public var helpClose: String
  /// The label of a paged set's page strip.
  public var pages: String
  /// The document's language (`lang`).
  public var language: String

  /// A set of texts; every argument is required so that a translation misses none.
  public init(
    back: String, close: String, tabBar: String, loading: String, reconnecting: String,
    reloading: String, helpTitle: String, helpBack: String, helpTabs: String, helpHelp: String,
    helpClose: String, pages: String, language: String
  ) {
    self.back = back
    self.close = close
    self.tabBar = tabBar
    self.loading = loading
    self.reconnecting = reconnecting
    self.reloading = reloading
    self.helpTitle = helpTitle
    self.helpBack = helpBack
    self.helpTabs = helpTabs
    self.helpHelp = helpHelp
    self.helpClose = helpClose
    self.pages = pages
    self.language = language
  }

  /// The toolkit's English texts.
  public static let english = WebStrings(
    back: "Back", close: "Close", tabBar: "Tabs", loading: "Loading…",
    reconnecting: "Connection lost. Trying again…", reloading: "A new version is here. Reloading…",
    helpTitle: "Keys", helpBack: "Back or close", helpTabs: "Switch tab", helpHelp: "This help",
    helpClose: "Close", pages: "Pages", language: "en")
}
