import CairnPresentation
import CairnWeb
import Foundation
import ProjectManagerDomain
import ProjectManagerPresentation

/// The board in the browser: the three columns side by side (stacked on a narrow phone), each
/// with its live count and cards, and the sync status line always in view; bound to the
/// ``BoardViewModel`` exactly as the terminal's board is.
///
/// Keys as in the terminal: Left/Right (or `h`/`l`) between columns, Up/Down (or `j`/`k`)
/// within one, `n` adds, Enter (or `e`) opens the form, `m` moves, `d` deletes, `s` syncs now,
/// `r` retries.
@MainActor
final class BoardWebScreen: WebScreen {
  private let viewDidLoad = PublishRelay<Void>()
  private let add = PublishRelay<Void>()
  private let select = PublishRelay<UUID>()
  private let move = PublishRelay<UUID>()
  private let delete = PublishRelay<UUID>()
  private let sync = PublishRelay<Void>()
  private let retry = PublishRelay<Void>()
  private let output: BoardViewModel.Output
  private var focus = BoardFocus(columnCount: WorkState.allCases.count)
  private var subscriptions: [Subscription] = []

  init(viewModel: BoardViewModel, context: any WebContext) {
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, addTapped: add.signal, workSelected: select.signal,
        moveRequested: move.signal, deleteRequested: delete.signal, syncRequested: sync.signal,
        retry: retry.signal))
    let render: @MainActor (Any) -> Void = { [weak context] _ in context?.setNeedsRender() }
    subscriptions.append(output.columns.changes.observe(render))
    subscriptions.append(output.syncStatus.changes.observe(render))
    subscriptions.append(
      output.message.observe { [weak context] in context?.showToast($0, kind: .error) })
    subscriptions.append(
      output.overwritten.observe { [weak context] edits in
        guard let first = edits.first else { return }
        context?.showToast(
          ProjectManagerStrings.overwrittenNotice(first, more: edits.count - 1), kind: .info)
      })
    viewDidLoad.send()
  }

  var barButton: WebBarButton? {
    WebBarButton(
      "+", action: BoardAction.add.rawValue, keyHint: "n", label: ProjectManagerStrings.Keys.new)
  }

  var isBusy: Bool {
    output.columns.value.contains { $0.works.isLoading } || output.syncStatus.value.kind == .busy
  }

  var busyMessage: String? {
    output.syncStatus.value.kind == .busy ? output.syncStatus.value.text : nil
  }

  var keyHints: [WebKeyHint] {
    [
      WebKeyHint("n", ProjectManagerStrings.Keys.new),
      WebKeyHint("Enter", ProjectManagerStrings.Keys.edit),
      WebKeyHint("←→ h l", ProjectManagerStrings.Keys.column),
      WebKeyHint("m", ProjectManagerStrings.Keys.move),
      WebKeyHint("d", ProjectManagerStrings.Keys.delete),
      WebKeyHint("s", ProjectManagerStrings.Keys.syncNow),
      WebKeyHint("r", ProjectManagerStrings.Keys.retry),
    ]
  }

  /// Each column's cards as last built.
  private var builtCards: [WorkState: BoardColumnNode.Cards] = [:]

  private func cards(of state: WorkState) -> BoardColumnNode.Cards {
    if let cards = builtCards[state] { return cards }
    let cards = BoardColumnNode.Cards()
    builtCards[state] = cards
    return cards
  }

  /// The columns as last built: a key that moves within one column builds that column alone.
  private let builtColumns = NodeMemo<WorkState, BoardColumnNode.ColumnInput>()

  func body(in context: any WebContext) -> Node {
    let columns = output.columns.value
    let focused = columns.indices.contains(focus.column) ? columns[focus.column].state : nil
    let inputs = columns.enumerated().map { index, column in
      BoardColumnNode.ColumnInput(
        column: column, isFocused: index == focus.column,
        selected: column.works.value.flatMap { focus.selectedIndex(inColumn: index, of: $0) })
    }
    return Node.div(.class("board"), .data("focused-column", focused?.rawValue ?? "")) {
      Node.div(.class("columns")) {
        builtColumns.nodes(for: inputs, id: \.column.state) { input in
          BoardColumnNode.node(
            input.column, isFocused: input.isFocused, selected: input.selected,
            cards: cards(of: input.column.state), strings: context.strings)
        }
      }
      SyncStatusNode.node(output.syncStatus.value)
    }
  }

  func handle(_ event: WebEvent, context: any WebContext) -> Bool {
    guard let action = BoardAction(rawValue: event.action) else { return false }
    let id = event.value.flatMap(UUID.init(uuidString:))
    if let id { focusCard(id, context: context) }
    switch action {
    case .open: id.map(select.send)
    case .move: id.map(move.send)
    case .delete: id.map(delete.send)
    case .add: add.send()
    case .sync: sync.send()
    case .retry: retry.send()
    }
    return true
  }

  func handle(key: WebKey, context: any WebContext) -> Bool {
    guard !key.isControl else { return false }
    let works = focusedWorks
    switch key.name {
    case "ArrowLeft", "h": focus.moveColumn(-1)
    case "ArrowRight", "l": focus.moveColumn(1)
    case "ArrowDown", "j": focus.moveSelection(1, in: works)
    case "ArrowUp", "k": focus.moveSelection(-1, in: works)
    case "n": add.send()
    case "Enter", "e": focus.selectedWork(of: works).map { select.send($0.id) }
    case "m": focus.selectedWork(of: works).map { move.send($0.id) }
    case "d", "Delete": focus.selectedWork(of: works).map { delete.send($0.id) }
    case "s": sync.send()
    case "r": retry.send()
    default: return false
    }
    context.setNeedsRender()
    return true
  }

  /// The focused column's works (none while it loads or failed).
  private var focusedWorks: ChunkedList<Work> {
    let columns = output.columns.value
    guard columns.indices.contains(focus.column) else { return [] }
    return columns[focus.column].works.value ?? []
  }

  /// Focuses the card the user clicked, so that the keys go on from it.
  private func focusCard(_ id: UUID, context: any WebContext) {
    for (index, column) in output.columns.value.enumerated()
    where column.works.value?.contains(where: { $0.id == id }) == true {
      focus.select(id, inColumn: index)
      context.setNeedsRender()
      return
    }
  }
}
