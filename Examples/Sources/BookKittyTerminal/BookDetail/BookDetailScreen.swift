import BookKittyPresentation
import CairnPresentation
import CairnTerminal

/// A book's detail: "책 정보" (cover, title, author, publication day, ISBN, price) and "책 소개".
/// Enter presses the right bar button — "등록", or "삭제" for a book on the shelf (also `d`) —
/// which asks to confirm; Up/Down scroll.
@MainActor
final class BookDetailScreen: TerminalScreen {
  private let viewDidLoad = PublishRelay<Void>()
  private let toggle = PublishRelay<Void>()
  private let output: BookDetailViewModel.Output
  private let viewModel: BookDetailViewModel
  private var scroll = 0
  private var subscriptions: [Subscription] = []

  init(viewModel: BookDetailViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(viewDidLoad: viewDidLoad.signal, toggleTapped: toggle.signal))
    let redraw: @MainActor (Any) -> Void = { [weak context] _ in context?.setNeedsDisplay() }
    subscriptions.append(output.content.changes.observe(redraw))
    subscriptions.append(output.covers.changes.observe(redraw))
    subscriptions.append(output.isChanging.changes.observe(redraw))
    viewDidLoad.send()
  }

  var keyHints: [KeyHint] {
    guard let content = output.content.value.value else { return [] }
    return [
      KeyHint("Enter", content.rightButtonTitle), KeyHint("↑↓", BookKittyStrings.keyScroll),
    ]
  }

  var barButton: BarButton? {
    output.content.value.value.map { BarButton($0.rightButtonTitle, key: "Enter") }
  }

  var isBusy: Bool { output.content.value.isLoading || output.isChanging.value }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    let body = rect.inset(top: 1, left: 2, right: 2)
    switch output.content.value {
    case .loading:
      buffer.write(context.spinnerFrame, in: body.line(0), style: .secondary)
    case .empty(let message):
      buffer.write(message, in: body.line(0), style: .secondary)
    case .failed(let failure):
      buffer.write(failure.message, in: body.line(0), style: .danger)
    case .loaded(let content):
      var block = TextBlock(width: body.width)
      block.add(BookKittyStrings.bookInfo, style: .accent)
      for _ in 0..<CoverView.height { block.addBlank() }
      block.add(content.card.title, style: .title)
      block.add(content.card.author)
      block.add(content.published, style: .secondary)
      block.add(content.isbn, style: .secondary)
      block.add(content.price)
      block.addBlank()
      block.add(BookKittyStrings.bookIntroduction, style: .accent)
      block.add(content.description)
      scroll = block.draw(into: &buffer, in: body, scroll: scroll)
      let coverTop = body.row + 1 - scroll
      if coverTop >= body.row {
        CoverView(content.card, covers: output.covers.value).draw(
          into: &buffer,
          in: Rect(row: coverTop, col: body.col, width: body.width, height: CoverView.height))
      }
    }
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    switch key {
    case .enter: toggle.send()
    case .char("d"), .delete:
      guard output.content.value.value?.card.isOwned == true else { return false }
      toggle.send()
    case .down, .char("j"): scroll += 1
    case .up, .char("k"): scroll = max(0, scroll - 1)
    default: return false
    }
    context.setNeedsDisplay()
    return true
  }
}
