import BookKittyDomain
import BookKittyPresentation
import CairnPresentation
import CairnTerminal

/// The answer: while the pipeline runs, the question and a spinner with the step ("추천 도서 검증
/// 중 2/3"); then "책냥이가 위 질문에 대해 / 다음의 책을 추천합니다.", one book at a time as a card
/// with its cover (Left/Right page them, Enter opens one), "추천해요" with the reason, and "답변
/// 확인을 완료합니다" (Ctrl-S). On a terminal too small for all of it the answer scrolls (Up/Down,
/// PgUp/PgDn) with ▲/▼ saying there is more, and a card half scrolled off shows its visible
/// part.
@MainActor
final class QuestionResultScreen: TerminalScreen {
  private let viewDidLoad = PublishRelay<Void>()
  private let select = PublishRelay<ISBN>()
  private let done = PublishRelay<Void>()
  private let output: QuestionResultViewModel.Output
  private let viewModel: QuestionResultViewModel
  private var page = 0
  /// The book on the page: when the books reorder (owned ones sort first, so a book registered
  /// from its detail moves), the page follows it.
  private var shownISBN: ISBN?
  /// The first line of the answer on screen.
  private var scroll = 0
  /// How many lines of the answer were on screen at the last draw.
  private var visibleLines = 1
  private let pictures: CoverPictures
  private var subscriptions: [Subscription] = []

  init(viewModel: QuestionResultViewModel, context: any TerminalContext, pictures: CoverPictures) {
    self.viewModel = viewModel
    self.pictures = pictures
    output = viewModel.transform(
      .init(viewDidLoad: viewDidLoad.signal, bookSelected: select.signal, doneTapped: done.signal))
    let redraw: @MainActor (Any) -> Void = { [weak context] _ in context?.setNeedsDisplay() }
    subscriptions.append(output.state.changes.observe(redraw))
    subscriptions.append(output.covers.changes.observe(redraw))
    viewDidLoad.send()
  }

  var keyHints: [KeyHint] {
    guard output.state.value.content != nil else { return [] }
    return [
      KeyHint("←→", BookKittyStrings.keyPageBooks), KeyHint("Enter", BookKittyStrings.keyOpen),
      KeyHint("↑↓", BookKittyStrings.keyScroll),
      KeyHint("^S", BookKittyStrings.finishAnswer),
    ]
  }

  var barButton: BarButton? {
    output.state.value.content == nil ? nil : BarButton(BookKittyStrings.keyDone, key: "^S")
  }

  var isBusy: Bool {
    if case .loading = output.state.value { return true }
    return false
  }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    let body = rect.inset(top: 1, left: 2, right: 2)
    var block = TextBlock(width: body.width)
    block.add(BookKittyStrings.yourQuestion, style: .secondary)
    block.add(output.question, style: .title)
    block.addBlank()
    switch output.state.value {
    case .loading(let step):
      block.add("\(context.spinnerFrame) \(step)", style: .accent)
      block.draw(into: &buffer, in: body, scroll: 0)
    case .failed(let title, let message):
      block.add(title, style: .danger)
      block.add(message, style: .secondary)
      block.draw(into: &buffer, in: body, scroll: 0)
    case .loaded(let content):
      drawAnswer(content, block: block, into: &buffer, in: body, context: context)
    }
  }

  private func drawAnswer(
    _ content: QuestionResultContent, block: TextBlock, into buffer: inout ScreenBuffer,
    in body: Rect, context: any TerminalContext
  ) {
    var block = block
    let cardHeight = BookCardView.height(in: context)
    if let shownISBN, let index = content.books.firstIndex(where: { $0.isbn == shownISBN }) {
      page = index
    }
    page = min(page, max(0, content.books.count - 1))
    shownISBN = content.books.indices.contains(page) ? content.books[page].isbn : nil
    block.add(BookKittyStrings.resultLead1)
    block.add(BookKittyStrings.resultLead2)
    block.add("‹ \(page + 1) / \(content.books.count) ›", style: .accent)
    let cardTop = block.lines.count
    for _ in 0..<cardHeight { block.addBlank() }
    block.add(BookKittyStrings.recommends, style: .accent)
    block.add(content.reason)
    block.addBlank()
    let area = body.splitBottom(1).rest
    scroll = block.draw(into: &buffer, in: area, scroll: scroll)
    visibleLines = max(1, area.height)
    if content.books.indices.contains(page) {
      let card = BookCardView(
        card: content.books[page], covers: output.covers.value, isHighlighted: true)
      drawCard(
        card, height: cardHeight, at: area.row + cardTop - scroll, within: area,
        into: &buffer, context: context)
    }
    drawScrollMarks(lines: block.lines.count, into: &buffer, in: area)
    buffer.write(
      "[ \(BookKittyStrings.finishAnswer) ]  ^S", in: body.splitBottom(1).bottom, style: .selected)
  }

  /// Draws `card` with its top at `row`, only the rows of it inside `area`.
  private func drawCard(
    _ card: BookCardView, height: Int, at row: Int, within area: Rect,
    into buffer: inout ScreenBuffer, context: any TerminalContext
  ) {
    let first = max(row, area.row)
    let end = min(row + height, area.bottom)
    guard first < end else { return }
    var whole = ScreenBuffer(width: area.width, height: height)
    card.draw(
      into: &whole, in: Rect(row: 0, col: 0, width: area.width, height: height),
      context: context, pictures: pictures)
    var visible = ScreenBuffer(width: area.width, height: end - first)
    visible.draw(whole, at: row - first, col: 0)
    buffer.draw(visible, at: first, col: area.col)
  }

  /// ▲ on the first line when the answer scrolled, ▼ on the last when more is below.
  private func drawScrollMarks(lines: Int, into buffer: inout ScreenBuffer, in area: Rect) {
    guard area.height > 0 else { return }
    let col = area.col + area.width - 1
    if scroll > 0 { buffer.write("▲", at: area.row, col: col, style: .accent, maxWidth: 1) }
    if scroll + area.height < lines {
      buffer.write("▼", at: area.bottom - 1, col: col, style: .accent, maxWidth: 1)
    }
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    guard let content = output.state.value.content else { return false }
    switch key {
    case .up, .char("k"): scroll = max(0, scroll - 1)
    case .down, .char("j"): scroll += 1
    case .pageUp: scroll = max(0, scroll - max(1, visibleLines - 1))
    case .pageDown: scroll += max(1, visibleLines - 1)
    case .left, .char("h"):
      page = max(0, page - 1)
      shownISBN = content.books.indices.contains(page) ? content.books[page].isbn : nil
    case .right, .char("l"):
      page = min(max(0, content.books.count - 1), page + 1)
      shownISBN = content.books.indices.contains(page) ? content.books[page].isbn : nil
    case .enter:
      guard content.books.indices.contains(page) else { return false }
      select.send(content.books[page].isbn)
    case .ctrl("s"): done.send()
    default: return false
    }
    context.setNeedsDisplay()
    return true
  }
}
