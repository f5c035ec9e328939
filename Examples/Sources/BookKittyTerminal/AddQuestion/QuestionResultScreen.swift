import BookKittyDomain
import BookKittyPresentation
import CairnPresentation
import CairnTerminal

/// The answer: while the pipeline runs, the question and a spinner with the step ("추천 도서 검증
/// 중 2/3"); then "책냥이가 위 질문에 대해 / 다음의 책을 추천합니다.", one book at a time as a card
/// with its cover (Left/Right page them, Enter opens one), "추천해요" with the reason, and "답변 확인을 완료합니다" (Ctrl-S).
@MainActor
final class QuestionResultScreen: TerminalScreen {
  private let viewDidLoad = PublishRelay<Void>()
  private let select = PublishRelay<ISBN>()
  private let done = PublishRelay<Void>()
  private let output: QuestionResultViewModel.Output
  private let viewModel: QuestionResultViewModel
  private var page = 0
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
    page = min(page, max(0, content.books.count - 1))
    block.add(BookKittyStrings.resultLead1)
    block.add(BookKittyStrings.resultLead2)
    block.add("‹ \(page + 1) / \(content.books.count) ›", style: .accent)
    let cardTop = block.lines.count
    for _ in 0..<cardHeight { block.addBlank() }
    block.add(BookKittyStrings.recommends, style: .accent)
    block.add(content.reason)
    block.addBlank()
    let used = block.draw(into: &buffer, in: body.splitBottom(1).rest, scroll: 0)
    if content.books.indices.contains(page), cardTop - used + cardHeight <= body.height {
      let card = Rect(
        row: body.row + cardTop - used, col: body.col, width: body.width, height: cardHeight)
      BookCardView(card: content.books[page], covers: output.covers.value, isHighlighted: true)
        .draw(into: &buffer, in: card, context: context, pictures: pictures)
    }
    buffer.write(
      "[ \(BookKittyStrings.finishAnswer) ]  ^S", in: body.splitBottom(1).bottom, style: .selected)
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    guard let content = output.state.value.content else { return false }
    switch key {
    case .left, .char("h"): page = max(0, page - 1)
    case .right, .char("l"): page = min(max(0, content.books.count - 1), page + 1)
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
