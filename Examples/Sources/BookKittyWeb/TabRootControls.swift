import BookKittyDomain
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

  /// The screen's list in each of its states, its retry sending ``retry``.
  func list<Value>(
    _ state: Loadable<Value>, strings: WebStrings, @NodeBuilder content: (Value) -> [Node]
  ) -> Node {
    Node.loadable(
      state, strings: strings, retryAction: BookKittyAction.retry.rawValue,
      retryTitle: BookKittyStrings.keyRetry, content: content)
  }

  /// A paged list: its rows (`row` draws each, told whether the keyboard is on it), then
  /// its "more" button; when it is empty, `emptyBody` under the list's empty text.
  @NodeBuilder
  func pagedList<Row>(
    _ state: Loadable<PagedRows<Row>>, listClass: String, emptyBody: String, strings: WebStrings,
    id: (Row) -> ID, row: (Row, _ isSelected: Bool) -> Node
  ) -> [Node] {
    let selected = selection.selected
    list(state, strings: strings) { page in
      Node.ul(.classes([listClass, "list"])) {
        for item in page.rows { row(item, id(item) == selected) }
      }
      PagedListFooter.node(page)
    }
    if case .empty = state {
      Node.p(.classes(["empty-body", "secondary"])) { Node.text(emptyBody) }
    }
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

extension TabRootControls where ID == ISBN {
  /// A book's card, marked while the keyboard is on it.
  func card(_ card: BookCard, covers: [String: CoverState], isSelected: Bool) -> Node {
    BookCardNode.node(
      card, covers: covers, action: BookKittyAction.open.rawValue,
      classes: isSelected ? ["selected"] : [])
  }
}
