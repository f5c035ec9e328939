import CairnNavigation

/// A web view of one screen of the navigation model, bound to that screen's view model: the
/// browser counterpart of a terminal screen.
///
/// The session draws the chrome (navigation bar, tab bar, sheets, dialogs, toasts); the screen
/// returns its content as a ``Node`` tree from what its view model last said, and handles the
/// events its elements send (``Attribute/on(_:_:)``). It asks to be rendered again through
/// ``WebContext/setNeedsRender()`` when an output changes; the session then sends the browser
/// only what changed.
@MainActor
public protocol WebScreen: AnyObject {
  /// The content: what the screen shows now.
  func body(in context: any WebContext) -> Node
  /// Handles an event sent by one of the screen's elements; returns false when the action is
  /// not the screen's.
  func handle(_ event: WebEvent, context: any WebContext) -> Bool
  /// Handles a key pressed outside any field (the terminal's key map: `j`/`k`, Enter, `n`,
  /// `e`, `d`…); returns false when the key is not the screen's.
  func handle(key: WebKey, context: any WebContext) -> Bool
  /// The user asked to go back (the back or close button, Esc): returns true when the screen
  /// handles it itself — a form that asks first whether to throw its changes away — and the
  /// model should not go back now.
  func handleBack(context: any WebContext) -> Bool
  /// The screen's keys, for the help overlay (`?`).
  var keyHints: [WebKeyHint] { get }
  /// The navigation bar's right button, if any.
  var barButton: WebBarButton? { get }
  /// True while the screen waits for something: the navigation bar shows a spinner and the
  /// sentence of ``busyMessage``.
  var isBusy: Bool { get }
  /// What the screen is waiting for, said in a sentence while ``isBusy`` (nil: the chrome's
  /// generic "loading").
  var busyMessage: String? { get }
}

extension WebScreen {
  /// No keys by default.
  public func handle(key: WebKey, context: any WebContext) -> Bool { false }
  /// Back goes back by default.
  public func handleBack(context: any WebContext) -> Bool { false }
  /// No keys by default.
  public var keyHints: [WebKeyHint] { [] }
  /// No right button by default.
  public var barButton: WebBarButton? { nil }
  /// Not busy by default.
  public var isBusy: Bool { false }
  /// No sentence by default.
  public var busyMessage: String? { nil }
}

/// The navigation bar's right button: its title and the action it sends to the screen.
public struct WebBarButton: Hashable, Sendable {
  /// The title ("Done", "+").
  public var title: String
  /// The action sent to the screen on a click.
  public var action: String
  /// The key that presses it, shown as a hint ("n", "Ctrl-S").
  public var keyHint: String?
  /// An accessible name when the title is a symbol.
  public var label: String?

  /// A bar button.
  public init(_ title: String, action: String, keyHint: String? = nil, label: String? = nil) {
    self.title = title
    self.action = action
    self.keyHint = keyHint
    self.label = label
  }
}

/// A key and what it does, for the help overlay.
public struct WebKeyHint: Hashable, Sendable {
  /// The key as shown (`n`, `Enter`).
  public var key: String
  /// What it does.
  public var label: String

  /// A hint.
  public init(_ key: String, _ label: String) {
    self.key = key
    self.label = label
  }
}

/// What a web screen can ask of the session that shows it.
@MainActor
public protocol WebContext: AnyObject {
  /// Asks for the page to be rendered again (the changed parts are sent at the next flush).
  func setNeedsRender()
  /// Shows a short message at the bottom of the page for a few seconds.
  func showToast(_ message: String, kind: WebToastKind)
  /// The chrome's texts in the app's language.
  var strings: WebStrings { get }
}

/// How a toast looks.
public enum WebToastKind: String, Hashable, Sendable {
  /// A neutral message.
  case info
  /// Something went right.
  case success
  /// Something went wrong.
  case error
}
