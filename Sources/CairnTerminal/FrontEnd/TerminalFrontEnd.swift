import CairnNavigation

/// Draws a ``Navigator``'s model like a phone — navigation bar, content, tab bar, sheets,
/// dialogs, toasts — and turns keys into what the user did (the key map is in
/// `Docs/Terminal.md`).
///
/// It is a pure model-to-cells function plus key routing: ``render(size:)`` returns a
/// ``ScreenBuffer`` and ``handle(_:)`` updates the navigation or a screen. ``TerminalRunLoop``
/// connects it to a real terminal; ``TerminalHarness`` to a virtual one in tests.
@MainActor
public final class TerminalFrontEnd: TerminalContext {
  /// Builds the terminal view for a screen of the model from its content (its view model).
  public typealias ScreenFactory =
    @MainActor (Screen, AnyObject, any TerminalContext) -> (any TerminalScreen)?

  /// The navigation this front end shows.
  public let navigator: Navigator
  /// Called when something changed and the screen should be drawn again.
  public var onNeedsDisplay: (() -> Void)?
  /// True once the user asked to quit (`q` on a root screen, or Ctrl-C).
  public private(set) var wantsToQuit = false
  /// The spinner shown while a screen is busy.
  public private(set) var spinner = Spinner()
  /// The texts of the chrome (hints, help, notices), in the app's language.
  public let strings: TerminalStrings
  /// The colors of the terminal it is shown on, for the screens (``TerminalContext/colorMode``):
  /// ``TerminalRunLoop`` and ``TerminalHarness`` set it to their renderer's.
  public var colorMode = ColorMode.color

  private let makeScreen: ScreenFactory
  private var views: [ScreenID: any TerminalScreen] = [:]
  var dialogSelection: [ModalID: Int] = [:]
  var toast: (message: String, kind: ToastKind, ticksLeft: Int)?
  var isShowingHelp = false
  private var observation: NavigationObservation?

  /// How many spinner ticks a toast stays up (at the run loop's 10 ticks a second).
  public static let toastTicks = 30

  /// Creates a front end for `navigator`, building screens with `makeScreen`; its own texts
  /// come from `strings` (English unless the app gives its own).
  public init(
    navigator: Navigator, strings: TerminalStrings = .english,
    makeScreen: @escaping ScreenFactory
  ) {
    self.navigator = navigator
    self.strings = strings
    self.makeScreen = makeScreen
    observation = navigator.observe { [weak self] _ in
      self?.pruneViews()
      self?.setNeedsDisplay()
    }
  }

  // MARK: TerminalContext

  /// Asks the run loop to draw again.
  public func setNeedsDisplay() {
    onNeedsDisplay?()
  }

  /// Shows a toast for ``toastTicks`` ticks.
  public func showToast(_ message: String, kind: ToastKind) {
    toast = (message, kind, Self.toastTicks)
    setNeedsDisplay()
  }

  /// The spinner's current frame.
  public var spinnerFrame: String { spinner.currentFrame }

  // MARK: Views

  /// The terminal view of a screen, made on first use.
  public func view(for screen: Screen) -> (any TerminalScreen)? {
    if let view = views[screen.id] { return view }
    guard let content = navigator.content(of: screen.id),
      let view = makeScreen(screen, content, self)
    else { return nil }
    views[screen.id] = view
    return view
  }

  /// The view the user is typing into: the top screen's (the page that shows, for a paged
  /// set), unless a dialog is on top.
  var focusedView: (any TerminalScreen)? {
    guard navigator.state.topDialog == nil, let screen = navigator.state.focusedScreen else {
      return nil
    }
    return view(for: screen)
  }

  /// True while something on screen is loading: the run loop keeps the spinner turning.
  public var isAnimating: Bool {
    toast != nil || navigator.state.allScreens.contains { views[$0.id]?.isBusy == true }
  }

  /// Advances the spinner and the toast's timer by one tick; the caller draws afterwards.
  public func tick() {
    spinner.tick()
    if let current = toast {
      toast = current.ticksLeft > 1 ? (current.message, current.kind, current.ticksLeft - 1) : nil
    }
  }

  /// Asks to quit: the run loop ends after this event.
  public func requestQuit() {
    wantsToQuit = true
    setNeedsDisplay()
  }

  private func pruneViews() {
    let alive = Set(navigator.state.allScreens.map(\.id))
    views = views.filter { alive.contains($0.key) }
    let modals = Set(navigator.state.modals.map(\.id))
    dialogSelection = dialogSelection.filter { modals.contains($0.key) }
  }
}
