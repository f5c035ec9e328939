import BookKittyPresentation
import CairnPresentation
import CairnWeb

/// What the three tabs' first screens (Home, Q&A, Library) share in the browser: the floating
/// `+` that opens the menu, the keyboard's selection (`j`/`k`, Enter opens, `n` the menu, `r`
/// retries), and the events their rows and buttons send. Each screen binds its view model to
/// these relays.
@MainActor
final class TabRootControls<ID: Hashable & Sendable> {
  /// A row chosen (its id).
  let select = PublishRelay<ID>()
  /// The floating button.
  let menu = PublishRelay<Void>()
  /// The failed list's retry.
  let retry = PublishRelay<Void>()
  /// The next page, asked by the "more" button or by a selection that reached the last row.
  let loadMore = PublishRelay<Void>()
  /// The row the keyboard is on.
  private(set) var selection = ListSelection<ID>()
  private let id: (String) -> ID?

  /// Controls whose rows send their id as text that `id` reads back.
  init(id: @escaping (String) -> ID?) {
    self.id = id
  }

  /// The floating `+`.
  var barButton: WebBarButton {
    WebBarButton(
      "+", action: BookKittyAction.menu.rawValue, keyHint: "n", label: BookKittyStrings.keyMenu)
  }

  /// The keys, for the help.
  var keyHints: [WebKeyHint] {
    [
      WebKeyHint("Enter", BookKittyStrings.keyOpen), WebKeyHint("n", BookKittyStrings.keyMenu),
      WebKeyHint("r", BookKittyStrings.keyRetry),
    ]
  }

  /// Handles a row's, the menu's, a retry's or a "more" event.
  func handle(_ event: WebEvent) -> Bool {
    switch BookKittyAction(rawValue: event.action) {
    case .open: event.value.flatMap(id).map(select.send)
    case .menu: menu.send()
    case .retry: retry.send()
    case .more: loadMore.send()
    default: return false
    }
    return true
  }

  /// Handles a key over the rows `ids`.
  func handle(key: WebKey, ids: [ID], context: any WebContext) -> Bool {
    if selection.handle(key, in: ids) {
      if selection.selected == ids.last { loadMore.send() }
      context.setNeedsRender()
      return true
    }
    switch key.name {
    case "Enter": selection.current(in: ids).map(select.send)
    case "n": menu.send()
    case "r": retry.send()
    default: return false
    }
    return true
  }
}
