import CairnPresentation
import CairnTerminal
import Foundation
import ProjectManagerDomain
import ProjectManagerPresentation

/// The board in the terminal: the three columns side by side on a wide terminal, one at a time
/// on a narrow one, and the sync status line at the bottom.
///
/// Left/Right and Tab/Shift-Tab move between columns, Up/Down/j/k within one; `n` adds,
/// Enter (or `e`) opens the edit form, `m` moves, `d` deletes, `s` syncs now, `r` retries.
@MainActor
final class BoardScreen: TerminalScreen {
  /// The narrowest screen, in terminal columns, that shows the three columns side by side:
  /// three cards of about 28 columns each, enough for a Hangul title of a dozen syllables and
  /// the empty-column text. Narrower terminals show one column at a time.
  static let wideLayoutMinimumWidth = 90

  private let viewDidLoad = PublishRelay<Void>()
  private let add = PublishRelay<Void>()
  private let select = PublishRelay<UUID>()
  private let move = PublishRelay<UUID>()
  private let delete = PublishRelay<UUID>()
  private let sync = PublishRelay<Void>()
  private let retry = PublishRelay<Void>()
  let output: BoardViewModel.Output
  private let viewModel: BoardViewModel
  /// One list per column, each keeping its own selection and scroll.
  var lists = WorkState.allCases.map { _ in BoardScreen.makeList() }
  /// The column the keys act on (and the one shown on a narrow terminal).
  var focusedColumn = 0
  private var subscriptions: [Subscription] = []

  init(viewModel: BoardViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, addTapped: add.signal, workSelected: select.signal,
        moveRequested: move.signal, deleteRequested: delete.signal, syncRequested: sync.signal,
        retry: retry.signal))
    subscriptions.append(
      output.columns.changes.observe { [weak self, weak context] _ in
        self?.updateLists(context: context)
        context?.setNeedsDisplay()
      })
    subscriptions.append(
      output.syncStatus.changes.observe { [weak context] _ in context?.setNeedsDisplay() })
    subscriptions.append(
      output.message.observe { [weak context] in context?.showToast($0, kind: .error) })
    subscriptions.append(
      output.overwritten.observe { [weak context] edits in
        guard let first = edits.first else { return }
        let escaped = OverwrittenEditText(
          field: first.field, value: ControlCharacters.escaped(first.value))
        context?.showToast(
          ProjectManagerStrings.overwrittenNotice(escaped, more: edits.count - 1), kind: .info)
      })
    viewDidLoad.send()
  }

  var keyHints: [KeyHint] {
    [
      KeyHint("n", ProjectManagerStrings.Keys.new),
      KeyHint("Enter", ProjectManagerStrings.Keys.edit),
      KeyHint("←→", ProjectManagerStrings.Keys.column),
      KeyHint("m", ProjectManagerStrings.Keys.move),
      KeyHint("d", ProjectManagerStrings.Keys.delete),
      KeyHint("s", ProjectManagerStrings.Keys.syncNow),
      KeyHint("r", ProjectManagerStrings.Keys.retry),
    ]
  }

  var barButton: BarButton? { BarButton("+", key: "n") }

  var isBusy: Bool {
    output.columns.value.contains { $0.works.isLoading } || output.syncStatus.value.kind == .busy
  }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    updateLists(context: context)
    let body = rect.inset(left: 1, right: 1)
    let split = body.splitBottom(1)
    if rect.width >= Self.wideLayoutMinimumWidth {
      drawColumnsSideBySide(into: &buffer, in: split.rest)
    } else {
      drawFocusedColumn(into: &buffer, in: split.rest)
    }
    SyncStatusLine(status: output.syncStatus.value, spinnerFrame: context.spinnerFrame)
      .draw(into: &buffer, in: split.bottom)
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    let selected = lists[focusedColumn].selectedRow?.id
    switch key {
    case .left: focusedColumn = max(0, focusedColumn - 1)
    case .right: focusedColumn = min(lists.count - 1, focusedColumn + 1)
    case .tab: focusedColumn = (focusedColumn + 1) % lists.count
    case .backTab: focusedColumn = (focusedColumn + lists.count - 1) % lists.count
    case .char("n"): add.send()
    case .enter, .char("e"): selected.map(select.send)
    case .char("m"): selected.map(move.send)
    case .char("d"), .delete: selected.map(delete.send)
    case .char("s"): sync.send()
    case .char("r"): retry.send()
    default:
      guard lists[focusedColumn].handle(key) else { return false }
    }
    context.setNeedsDisplay()
    return true
  }

  /// Gives each column's list its current cards, keeping each selection on the same work.
  private func updateLists(context: (any TerminalContext)?) {
    let spinnerFrame = context?.spinnerFrame ?? ""
    let loading = context?.strings.loading ?? ""
    for (index, column) in output.columns.value.enumerated() where lists.indices.contains(index) {
      lists[index].setSections([Self.section(column, spinnerFrame: spinnerFrame, loading: loading)])
    }
  }

  private static func makeList() -> SectionedList<Work> {
    var list = SectionedList<Work>(rowHeight: WorkCard.height)
    list.highlightsSelection = false
    return list
  }

  /// One untitled section (the screen draws the headers) with the column's works or status.
  private static func section(_ column: BoardColumn, spinnerFrame: String, loading: String)
    -> ListSection<Work>
  {
    switch column.works {
    case .loading:
      ListSection(title: "", content: .loading(spinnerFrame: spinnerFrame, message: loading))
    case .loaded(let works):
      ListSection(title: "", rows: works, showsCount: false)
    case .empty(let message):
      ListSection(title: "", content: .empty(message))
    case .failed(let failure):
      ListSection(
        title: "",
        content: .failed(
          message: failure.message,
          retry: failure.isRetryable ? KeyHint("r", ProjectManagerStrings.Keys.retry) : nil))
    }
  }
}
