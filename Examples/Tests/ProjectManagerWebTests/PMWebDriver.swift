import CairnNavigation
import CairnTesting
import CairnWeb
import Foundation
import Testing

/// A browser tab's session of the Project Manager, driven as the client script drives it —
/// events, keys, dialog buttons — with no server: the page is read as the session renders it.
@MainActor
final class PMWebDriver {
  let app: PMWebApp
  let store: WebSessionStore
  let session: WebSession
  private var sequence = 0

  /// Opens a tab at `address` and waits until the board has loaded.
  init(app: PMWebApp, address: String = "/pm") async {
    self.app = app
    store = WebSessionStore(app: app)
    session = await store.open(address: address, for: "browser-1")
    _ = session.pageHTML()
    session.send = { _ in }
    await until("the board loaded") { !$0.html.contains("불러오는 중") }
  }

  /// The page as the browser has it now.
  var html: String { session.pageHTML() }

  /// The navigation model.
  var state: NavigationState { session.navigator.state }

  /// Sends an event of the focused screen, as a click (or `kind`) on an element would.
  func event(
    _ action: String, value: String? = nil, kind: WebEventKind = .click,
    fields: [String: String] = [:]
  ) async {
    sequence += 1
    let screen = state.focusedScreen?.id.rawValue
    await session.handle(
      .event(
        sequence: sequence, screen: screen,
        WebEvent(kind: kind, action: action, value: value, fields: fields)))
    session.flush()
  }

  /// Types `text` into the field whose `input` event sends `action`.
  func type(_ text: String, into action: String, name: String) async {
    await event(action, kind: .input, fields: [name: text])
  }

  /// Presses a key outside any field.
  func key(_ name: String, control: Bool = false) async {
    sequence += 1
    await session.handle(.key(sequence: sequence, WebKey(name, isControl: control)))
    session.flush()
  }

  /// Waits for the dialog the coordinator presents, then presses its button titled `title`.
  func answerDialog(
    _ title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await until("a dialog with \(title)", sourceLocation: sourceLocation) {
      $0.state.topDialog?.dialog.buttons.contains { $0.title == title } == true
    }
    guard let dialog = state.topDialog,
      let index = dialog.dialog.buttons.firstIndex(where: { $0.title == title })
    else { return }
    await event("cairn:dialog", value: "\(dialog.id.rawValue):\(index)")
  }

  /// The HTML of the board's column `state` (`todo`, `doing`, `done`).
  func column(_ state: String) -> String {
    let page = html
    guard let start = page.range(of: #"data-column="\#(state)""#),
      let end = page.range(of: "</section>", range: start.upperBound..<page.endIndex)
    else { return "" }
    return String(page[start.lowerBound..<end.lowerBound])
  }

  /// Returns once `condition` holds, checked now and after each render the session sends and
  /// each change of the model; when `limit` passes first, the test fails with the page as it is.
  func until(
    _ what: String, limit: Duration = WaitLimit.standard,
    sourceLocation: SourceLocation = #_sourceLocation, _ condition: (PMWebDriver) -> Bool
  ) async {
    if condition(self) { return }
    let (wakeUps, continuation) = AsyncStream.makeStream(of: Bool.self)  // true: limit passed
    let send = session.send
    session.send = { message in
      send?(message)
      continuation.yield(false)
    }
    let events = session.navigator.events
    let forwarding = Task { for await _ in events { continuation.yield(false) } }
    let timer = Task {
      // The bound of the wait, not a wait for something.
      try? await Task.sleep(for: limit)
      continuation.yield(true)
    }
    defer {
      session.send = send
      forwarding.cancel()
      timer.cancel()
    }
    for await isPastLimit in wakeUps {
      if condition(self) { return }
      if isPastLimit {
        Issue.record(
          "waited \(limit) for \(what); the page is still:\n\(html)\n\(state.outline)",
          sourceLocation: sourceLocation)
        return
      }
    }
  }
}
