import BookKittyPresentation
import CairnPresentation
import CairnTerminal
import Foundation

/// "QnA 히스토리": each question's date, the question and its books' covers; the next page is read
/// when the selection reaches the end. Enter opens a question, `n` the floating menu. A new
/// question (asked on another tab) takes the selection, as the original's list starts again
/// from the top each time it appears: Enter then opens it, not the row the selection was on.
@MainActor
final class QuestionHistoryScreen: TerminalScreen {
  private let viewDidLoad = PublishRelay<Void>()
  private let loadMore = PublishRelay<Void>()
  private let select = PublishRelay<UUID>()
  private let menu = PublishRelay<Void>()
  private let retry = PublishRelay<Void>()
  private let output: QuestionHistoryViewModel.Output
  private let viewModel: QuestionHistoryViewModel
  private var list: SectionedList<QuestionRow>
  private let pictures: CoverPictures
  /// The id of the newest question drawn so far: a different one on top is a new question.
  private var newestQuestionID: UUID?
  private var subscriptions: [Subscription] = []

  init(
    viewModel: QuestionHistoryViewModel, context: any TerminalContext, pictures: CoverPictures
  ) {
    self.viewModel = viewModel
    self.pictures = pictures
    list = SectionedList(rowHeight: QuestionRowView.height(in: context))
    list.highlightsSelection = false  // the row highlights its text, never its covers
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
    selectANewQuestion()
    let covers = output.covers.value
    let pictures = self.pictures
    list.draw(into: &buffer, in: body, isFocused: true) { buffer, row, rect, isSelected in
      QuestionRowView(row: row, covers: covers, isHighlighted: isSelected).draw(
        into: &buffer, in: rect, context: context, pictures: pictures)
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

  /// Moves the selection onto the newest question when one came in on top.
  private func selectANewQuestion() {
    let top = ListIndexPath(section: 0, row: 0)
    guard let newest = list.row(at: top)?.id, newest != newestQuestionID else { return }
    if newestQuestionID != nil { list.select(top) }
    newestQuestionID = newest
  }

  /// Reads the next page once the selection is on the last row.
  private func loadMoreAtTheEnd() {
    guard let paged = output.questions.value.value, paged.hasMore, !paged.isLoadingMore,
      list.selectedRowIndex == list.rowCount - 1
    else { return }
    loadMore.send()
  }
}

/// One question of the history: the date, the question, and its books' count and covers —
/// small pictures (``CoverSize/thumbnail``) side by side, or their text lines. The selection's
/// date and question are drawn inverse (and the text lines of its covers), never a picture.
struct QuestionRowView {
  /// The lines a row takes, its blank separator included: 6 with pictures, 4 without.
  @MainActor
  static func height(in context: any TerminalContext) -> Int {
    let covers = CoverView.drawsPictures(in: context) ? CoverSize.thumbnail.rows : 1
    return 3 + covers
  }

  let row: QuestionRow
  let covers: [String: CoverState]
  let isHighlighted: Bool

  @MainActor
  func draw(
    into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext,
    pictures: CoverPictures
  ) {
    let text = rect.inset(left: 2, right: 1)
    buffer.write(row.date, in: text.line(0), style: .secondary)
    buffer.write(row.question.truncated(to: text.width), in: text.line(1), style: .title)
    var col = text.col
    let count = BookKittyStrings.bookCount(row.books.count) + "  "
    col += buffer.write(count, at: text.row + 2, col: col, style: .accent, maxWidth: text.width)
    let picture: CoverSize? = CoverView.drawsPictures(in: context) ? .thumbnail : nil
    let coverWidth =
      picture.map { $0.columns + 1 }
      ?? (row.books.isEmpty ? 0 : max(8, (text.right - col) / row.books.count))
    for book in row.books where col < text.right {
      CoverView(book, covers: covers).draw(
        into: &buffer,
        in: Rect(
          row: text.row + 2, col: col, width: min(coverWidth - 1, text.right - col),
          height: picture?.rows ?? CoverView.textHeight),
        context: context, pictures: pictures)
      col += coverWidth
    }
    if isHighlighted {
      buffer.applyStyle(.selected, in: rect.splitTop(picture == nil ? 3 : 2).top)
    }
  }
}
