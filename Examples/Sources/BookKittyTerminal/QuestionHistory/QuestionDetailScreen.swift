import BookKittyDomain
import BookKittyPresentation
import CairnPresentation
import CairnTerminal

/// A question's detail: the date headline, the question, "추천해요" with the reason, then the
/// books as cards with their covers; Up/Down choose a book, Enter opens it, `d` deletes the question at once (the right
/// bar button "삭제", without a confirmation, as in the original).
@MainActor
final class QuestionDetailScreen: TerminalScreen {
  private let viewDidLoad = PublishRelay<Void>()
  private let select = PublishRelay<ISBN>()
  private let delete = PublishRelay<Void>()
  private let output: QuestionDetailViewModel.Output
  private let viewModel: QuestionDetailViewModel
  private var selectedBook = 0
  private var scroll = 0
  private let pictures: CoverPictures
  private var subscriptions: [Subscription] = []

  init(viewModel: QuestionDetailViewModel, context: any TerminalContext, pictures: CoverPictures) {
    self.viewModel = viewModel
    self.pictures = pictures
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, bookSelected: select.signal, deleteTapped: delete.signal))
    let redraw: @MainActor (Any) -> Void = { [weak context] _ in context?.setNeedsDisplay() }
    subscriptions.append(output.content.changes.observe(redraw))
    subscriptions.append(output.covers.changes.observe(redraw))
    viewDidLoad.send()
  }

  var keyHints: [KeyHint] {
    [
      KeyHint("↑↓", BookKittyStrings.keySelect), KeyHint("Enter", BookKittyStrings.keyOpen),
      KeyHint("d", BookKittyStrings.delete),
    ]
  }

  var barButton: BarButton? { BarButton(BookKittyStrings.delete, key: "d") }

  var isBusy: Bool { output.content.value.isLoading }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    let body = rect.inset(top: 1, left: 2, right: 2)
    guard let content = output.content.value.value else {
      let text = output.content.value.failure?.message ?? "\(context.spinnerFrame)"
      buffer.write(text, in: body.line(0), style: .secondary)
      return
    }
    selectedBook = min(selectedBook, max(0, content.books.count - 1))
    var block = TextBlock(width: body.width)
    block.add(content.headline, style: .secondary)
    block.add(content.question, style: .title)
    block.addBlank()
    block.add(BookKittyStrings.recommends, style: .accent)
    block.add(content.reason)
    block.addBlank()
    let booksTop = block.lines.count
    let cardHeight = BookCardView.height(in: context)
    for _ in content.books {
      for _ in 0..<cardHeight { block.addBlank() }
    }
    let selectedTop = booksTop + selectedBook * cardHeight
    scroll = min(scroll, selectedTop)
    scroll = max(scroll, selectedTop + cardHeight - body.height)
    scroll = block.draw(into: &buffer, in: body, scroll: scroll)
    let covers = output.covers.value
    for (index, card) in content.books.enumerated() {
      let top = body.row + booksTop + index * cardHeight - scroll
      guard top >= body.row, top + cardHeight <= body.bottom else { continue }
      let cardRect = Rect(row: top, col: body.col, width: body.width, height: cardHeight)
      BookCardView(card: card, covers: covers, isHighlighted: index == selectedBook).draw(
        into: &buffer, in: cardRect, context: context, pictures: pictures)
    }
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    let books = output.content.value.value?.books ?? []
    switch key {
    case .up, .char("k"): selectedBook = max(0, selectedBook - 1)
    case .down, .char("j"): selectedBook = min(max(0, books.count - 1), selectedBook + 1)
    case .enter:
      guard books.indices.contains(selectedBook) else { return false }
      select.send(books[selectedBook].isbn)
    case .char("d"), .delete: delete.send()
    default: return false
    }
    context.setNeedsDisplay()
    return true
  }
}
