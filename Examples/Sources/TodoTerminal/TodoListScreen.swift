import CairnPresentation
import CairnTerminal
import Foundation
import TodoPresentation

/// The list in the terminal: three sections with counts, two lines per todo (title and
/// deadline, then the content), the deadline in red once overdue.
@MainActor
final class TodoListScreen: TerminalScreen {
  private let viewDidLoad = PublishRelay<Void>()
  private let add = PublishRelay<Void>()
  private let select = PublishRelay<UUID>()
  private let edit = PublishRelay<UUID>()
  private let move = PublishRelay<UUID>()
  private let delete = PublishRelay<UUID>()
  private let retry = PublishRelay<Void>()
  private let output: TodoListViewModel.Output
  private let viewModel: TodoListViewModel
  private var list = SectionedList<TodoRow>(rowHeight: 2)
  /// A todo to select once the list shows it (one the detail flow just saved).
  private var pendingSelection: UUID?
  private var subscriptions: [Subscription] = []

  // snippet: todo-list-screen-init
  init(viewModel: TodoListViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, addTapped: add.signal, todoSelected: select.signal,
        editRequested: edit.signal, moveRequested: move.signal, deleteRequested: delete.signal,
        retry: retry.signal))
    subscriptions.append(
      output.sections.changes.observe { [weak context] _ in context?.setNeedsDisplay() })
    subscriptions.append(
      output.message.observe { [weak context] in context?.showToast($0, kind: .error) })
    subscriptions.append(
      output.select.observe { [weak self, weak context] id in
        self?.pendingSelection = id
        context?.setNeedsDisplay()
      })
    viewDidLoad.send()
  }
  // end-snippet

  var keyHints: [KeyHint] {
    [
      KeyHint("n", TodoStrings.Keys.new), KeyHint("Enter", TodoStrings.Keys.open),
      KeyHint("e", TodoStrings.Keys.edit), KeyHint("m", TodoStrings.Keys.move),
      KeyHint("d", TodoStrings.Keys.delete), KeyHint("r", TodoStrings.Keys.reload),
    ]
  }

  var barButton: BarButton? { BarButton("+", key: "n") }

  var isBusy: Bool { output.sections.value.contains { $0.rows.isLoading } }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    list.setSections(
      output.sections.value.map {
        listSection($0, context: context)
      })
    if let id = pendingSelection, list.select(where: { $0.id == id }) {
      pendingSelection = nil
    }
    list.draw(into: &buffer, in: rect.inset(left: 1, right: 1), isFocused: true) {
      buffer, row, rect, _ in
      Self.draw(row, into: &buffer, in: rect)
    }
  }

  // snippet: todo-list-screen-keys
  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    let selected = list.selectedRow?.id
    switch key {
    case .char("n"): add.send()
    case .enter: selected.map(select.send)
    case .char("e"): selected.map(edit.send)
    case .char("m"): selected.map(move.send)
    case .char("d"), .delete: selected.map(delete.send)
    case .char("r"): retry.send()
    default:
      guard list.handle(key) else { return false }
    }
    context.setNeedsDisplay()
    return true
  }
  // end-snippet

  // snippet: todo-list-screen-loadable
  private func listSection(_ section: TodoSection, context: any TerminalContext)
    -> ListSection<TodoRow>
  {
    switch section.rows {
    case .loading:
      ListSection(
        title: section.title,
        content: .loading(spinnerFrame: context.spinnerFrame, message: context.strings.loading))
    case .loaded(let rows):
      ListSection(title: section.title, rows: rows)
    case .empty(let message):
      ListSection(title: section.title, count: 0, content: .empty(message))
    case .failed(let failure):
      ListSection(
        title: section.title,
        content: .failed(
          message: failure.message,
          retry: failure.isRetryable ? KeyHint("r", context.strings.retry) : nil))
    }
  }
  // end-snippet

  private static func draw(_ row: TodoRow, into buffer: inout ScreenBuffer, in rect: Rect) {
    let deadline = row.deadline
    let deadlineWidth = deadline.displayWidth
    let titleWidth = max(0, rect.width - deadlineWidth - 4)
    buffer.write(
      "  " + row.title.truncated(to: titleWidth), at: rect.row, col: rect.col, style: .title)
    buffer.write(
      deadline, at: rect.row, col: rect.col + rect.width - deadlineWidth,
      style: row.isOverdue ? .danger : .secondary)
    let firstLine = row.content.split(separator: "\n").first.map(String.init) ?? ""
    buffer.write(
      "    " + firstLine.truncated(to: max(0, rect.width - 4)), at: rect.row + 1, col: rect.col,
      style: .secondary, maxWidth: rect.width)
  }
}
