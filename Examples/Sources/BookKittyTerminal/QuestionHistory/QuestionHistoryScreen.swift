import BookKittyPresentation
import CairnPresentation
import CairnTerminal
import Foundation

/// "QnA 히스토리": each question's date, the question and its books' covers; the next page is read
/// when the selection reaches the end. Enter opens a question, `n` the floating menu.
@MainActor
final class QuestionHistoryScreen: TerminalScreen {
  private let viewDidLoad = PublishRelay<Void>()
  private let loadMore = PublishRelay<Void>()
  private let select = PublishRelay<UUID>()
  private let menu = PublishRelay<Void>()
  private let retry = PublishRelay<Void>()
  private let output: QuestionHistoryViewModel.Output
  private let viewModel: QuestionHistoryViewModel
  private var list = SectionedList<QuestionRow>(rowHeight: QuestionRowView.height)
  private var subscriptions: [Subscription] = []

  init(viewModel: QuestionHistoryViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, loadMore: loadMore.signal,
        questionSelected: select.signal, menuTapped: menu.signal, retry: retry.signal))
    let redraw: @MainActor (Any) -> Void = { [weak context] _ in context?.setNeedsDisplay() }
    subscriptions.append(output.questions.changes.observe(redraw))
    subscriptions.append(output.covers.changes.observe(redraw))
    viewDidLoad.send()
  }

  var keyHints: [KeyHint] {
    [
      KeyHint("Enter", BookKittyStrings.keyOpen), KeyHint("n", BookKittyStrings.keyMenu),
      KeyHint("r", BookKittyStrings.keyRetry),
    ]
  }

  var barButton: BarButton? { BarButton("+", key: "n") }

  var isBusy: Bool { output.questions.value.isLoading }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    let body = rect.inset(top: 1, left: 1, right: 1)
    if case .empty(let title) = output.questions.value {
      EmptyStateView(title: title, body: output.emptyBody).draw(into: &buffer, in: body)
      return
    }
    list.setSections(ListSections.make(output.questions.value, context: context))
    let covers = output.covers.value
    list.draw(into: &buffer, in: body, isFocused: true) { buffer, row, rect, _ in
      QuestionRowView(row: row, covers: covers).draw(into: &buffer, in: rect)
    }
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    switch key {
    case .enter:
      guard let row = list.selectedRow else { return false }
      select.send(row.id)
    case .char("n"):
      menu.send()
    case .char("r"):
      retry.send()
    default:
      guard list.handle(key) else { return false }
      loadMoreAtTheEnd()
    }
    context.setNeedsDisplay()
    return true
  }

  /// Reads the next page once the selection is on the last row.
  private func loadMoreAtTheEnd() {
    guard let paged = output.questions.value.value, paged.hasMore, !paged.isLoadingMore,
      list.selectedRowIndex == list.rowCount - 1
    else { return }
    loadMore.send()
  }
}

/// One question of the history: the date, the question, and a line of its books' covers.
struct QuestionRowView {
  /// The lines a row takes, its blank separator included.
  static let height = 3 + CoverView.height

  let row: QuestionRow
  let covers: [String: CoverState]

  func draw(into buffer: inout ScreenBuffer, in rect: Rect) {
    let text = rect.inset(left: 2, right: 1)
    buffer.write(row.date, in: text.line(0), style: .secondary)
    buffer.write(row.question.truncated(to: text.width), in: text.line(1), style: .title)
    var col = text.col
    let count = BookKittyStrings.bookCount(row.books.count) + "  "
    col += buffer.write(count, at: text.row + 2, col: col, style: .accent, maxWidth: text.width)
    let coverWidth = row.books.isEmpty ? 0 : max(8, (text.right - col) / row.books.count)
    for book in row.books where col < text.right {
      CoverView(book, covers: covers).draw(
        into: &buffer,
        in: Rect(
          row: text.row + 2, col: col, width: min(coverWidth - 1, text.right - col),
          height: CoverView.height))
      col += coverWidth
    }
  }
}
