/// The navigation bar's right button: its title and the key that presses it.
public struct BarButton: Hashable, Sendable {
  /// The button's title ("Done", "Edit").
  public var title: String
  /// The key shown beside it ("^S").
  public var keyLabel: String

  /// Creates a bar button.
  public init(_ title: String, key keyLabel: String) {
    self.title = title
    self.keyLabel = keyLabel
  }
}

/// A terminal view of one screen of the navigation model, bound to that screen's view model.
///
/// The front end draws the chrome (navigation bar, tab bar, sheets, footer); the screen draws
/// its content and handles the keys meant for it. A screen asks to be drawn again through
/// ``TerminalContext/setNeedsDisplay()`` when its view model's output changes.
@MainActor
public protocol TerminalScreen: AnyObject {
  /// Draws the content area.
  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext)
  /// Handles a key; returns true when it was used, so the front end does not act on it too.
  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool
  /// The keys of this screen, for the footer and the help overlay (`?`).
  var keyHints: [KeyHint] { get }
  /// The navigation bar's right button, if any.
  var barButton: BarButton? { get }
  /// True while the screen waits for something: the navigation bar shows a spinner.
  var isBusy: Bool { get }
  /// The smallest content area the screen can be drawn in; below it the front end shows
  /// ``TerminalStrings/screenTooSmall`` instead. `nil` (the default): any size.
  var minimumSize: TerminalSize? { get }
  /// True while a text field of the screen has the focus, so every printable key is typed: the
  /// footer then leaves out the shared keys that are characters (1–9, `[ ]`, `?`, `q`), which
  /// would not reach the front end.
  var isTypingText: Bool { get }
}

extension TerminalScreen {
  /// No keys by default.
  public var keyHints: [KeyHint] { [] }
  /// No right button by default.
  public var barButton: BarButton? { nil }
  /// Not busy by default.
  public var isBusy: Bool { false }
  /// Any size by default.
  public var minimumSize: TerminalSize? { nil }
  /// Not typing by default.
  public var isTypingText: Bool { false }
}

/// What a terminal screen can ask of the front end that shows it.
@MainActor
public protocol TerminalContext: AnyObject {
  /// Asks for the screen to be drawn again soon.
  func setNeedsDisplay()
  /// Shows a one-line message above the footer for a few seconds.
  func showToast(_ message: String, kind: ToastKind)
  /// The spinner's current frame, for screens that show their own progress.
  var spinnerFrame: String { get }
  /// Ends the front end's run loop (the launcher's home screen uses it to open an app).
  func requestQuit()
  /// The chrome's texts in the app's language: screens use them for the toolkit's own words
  /// (a loading section, a retry hint).
  var strings: TerminalStrings { get }
  /// The colors the terminal shows: a screen draws a picture's text fallback instead of the
  /// picture in `.monochrome` (see ``TerminalImage``).
  var colorMode: ColorMode { get }
}
