import CairnNavigation
import Foundation

/// A front end with no screen, for tests: it does to the navigation model what a user would
/// (back, swipe-dismiss, tab bar, dialog buttons, deep links) and lets the test look at it.
@MainActor
public final class HeadlessFrontEnd {
  /// The navigator under test.
  public let navigator: Navigator
  /// Every navigation event since the front end was made, as readable lines.
  public private(set) var log: [String] = []

  private let openURL: (@MainActor (URL) async -> Result<Void, DeepLinkError>)?
  private var observation: NavigationObservation?

  /// Creates a front end on `navigator`; `openURL` handles deep links (normally the
  /// AppCoordinator's).
  public init(
    navigator: Navigator,
    openURL: (@MainActor (URL) async -> Result<Void, DeepLinkError>)? = nil
  ) {
    self.navigator = navigator
    self.openURL = openURL
    observation = navigator.observe { [weak self] in self?.log.append($0.description) }
  }

  /// The model as it is now.
  public var state: NavigationState { navigator.state }

  /// The screen the user is looking at.
  public var visibleScreen: Screen? { navigator.state.visibleScreen }

  /// The visible screen's content (the page that shows, for a paged set), cast to what the
  /// test expects (normally a view model).
  public func visibleContent<Content>(as type: Content.Type) -> Content? {
    guard let screen = visibleScreen else { return nil }
    return navigator.content(of: screen.focused.id, as: type)
  }

  /// Shows another page of the paged set on top, as a swipe would.
  @discardableResult
  public func selectPage(_ page: Int) -> Bool {
    navigator.perform(.selectPage(page))
  }

  /// Presses the back button (or Esc).
  @discardableResult
  public func pressBack() -> Bool {
    navigator.perform(.back)
  }

  /// Swipes the top sheet or dialog away.
  @discardableResult
  public func dismissSheet() -> Bool {
    navigator.perform(.dismiss)
  }

  /// Taps a tab.
  @discardableResult
  public func selectTab(_ tab: TabID) -> Bool {
    navigator.perform(.selectTab(tab))
  }

  /// Taps the button of the top dialog with this title.
  @discardableResult
  public func chooseDialogButton(_ title: String) -> Bool {
    guard let dialog = navigator.state.topDialog?.dialog,
      let index = dialog.buttons.firstIndex(where: { $0.title == title })
    else { return false }
    return navigator.perform(.chooseDialogButton(index))
  }

  /// Opens a deep link through the app's handler.
  public func openDeepLink(_ url: URL) async -> Result<Void, DeepLinkError> {
    guard let openURL else { return .failure(.unhandled(url.absoluteString)) }
    return await openURL(url)
  }

  /// Opens a deep link written as a string; a string that is no URL is a `.malformed` error.
  public func openDeepLink(_ string: String) async -> Result<Void, DeepLinkError> {
    guard let url = URL(string: string) else { return .failure(.malformed(string)) }
    return await openDeepLink(url)
  }

  /// Waits, without sleeping, until the model satisfies `condition`: it is checked now and
  /// after every navigation event.
  ///
  /// - Parameter limit: the bound of the wait. When it passes first, the running test fails
  ///   with the navigation model as it is. A waiting task cancelled first returns without a
  ///   failure of its own.
  public func waitUntil(
    limit: Duration = WaitLimit.standard,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column,
    _ condition: @escaping @MainActor (NavigationState) -> Bool
  ) async {
    if condition(navigator.state) { return }
    let (wakeUps, continuation) = AsyncStream<Bool>.makeStream()  // true: the limit passed
    let events = navigator.events
    let forwarding = Task {
      for await _ in events { continuation.yield(false) }
      continuation.finish()
    }
    let timer = Task {
      // The bound of the wait, not a wait for something.
      try? await Task.sleep(for: limit)
      continuation.yield(true)
    }
    defer {
      forwarding.cancel()
      timer.cancel()
    }
    for await isPastLimit in wakeUps {
      if condition(navigator.state) { return }
      if isPastLimit {
        WaitLimit.reportTimeout(
          "HeadlessFrontEnd waited \(limit) for the navigation model to change; it is still:\n"
            + navigator.state.outline,
          fileID: fileID, filePath: filePath, line: line, column: column)
        return
      }
    }
  }

  /// Waits until a screen with this name is the visible one, and returns its content; nil
  /// (and a failed test) when it does not appear within ``WaitLimit/standard``.
  public func waitForScreen<Content>(
    _ name: String, as type: Content.Type,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) async -> Content? {
    await waitUntil(fileID: fileID, filePath: filePath, line: line, column: column) {
      $0.visibleScreen?.name == name
    }
    return visibleContent(as: type)
  }

  /// Waits until a dialog is on top and returns it; nil (and a failed test) when none appears
  /// within ``WaitLimit/standard``. To wait for one without reading it:
  /// `await front.waitUntil { $0.topDialog != nil }`.
  public func waitForDialog(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) async -> Dialog? {
    await waitUntil(fileID: fileID, filePath: filePath, line: line, column: column) {
      $0.topDialog != nil
    }
    return navigator.state.topDialog?.dialog
  }
}
