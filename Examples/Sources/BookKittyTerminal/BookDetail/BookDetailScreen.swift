import BookKittyPresentation
import CairnPresentation
import CairnTerminal

/// A book's detail: "책 정보" — the cover as a large picture (``CoverSize/detail(height:width:)``)
/// with the title, author, publication day, ISBN and price beside it, or the cover's text line
/// above them where covers are not pictures — and "책 소개". Enter presses the right bar button —
/// "등록", or "삭제" for a book on the shelf (also `d`) — which asks to confirm; Up/Down scroll.
@MainActor
final class BookDetailScreen: TerminalScreen {
  private let viewDidLoad = PublishRelay<Void>()
  private let toggle = PublishRelay<Void>()
  private let output: BookDetailViewModel.Output
  private let viewModel: BookDetailViewModel
  private var scroll = 0
  private let pictures: CoverPictures
  private var subscriptions: [Subscription] = []

  init(viewModel: BookDetailViewModel, context: any TerminalContext, pictures: CoverPictures) {
    self.viewModel = viewModel
    self.pictures = pictures
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
      drawContent(content, into: &buffer, in: body, context: context)
    }
  }

  /// "책 정보" with the cover and the information, then "책 소개", scrolled by `scroll`.
  private func drawContent(
    _ content: BookDetailContent, into buffer: inout ScreenBuffer, in body: Rect,
    context: any TerminalContext
  ) {
    // Where the cover and the information go, from the top of the section under "책 정보".
    let cover: Rect
    let infoLeft: Int
    let infoTop: Int
    if CoverView.drawsPictures(in: context) {
      let size = CoverSize.detail(height: body.height, width: body.width)
      cover = Rect(row: 0, col: body.col, width: size.columns, height: size.rows)
      infoLeft = size.columns + 2
      infoTop = 0
    } else {
      cover = Rect(row: 0, col: body.col, width: body.width, height: CoverView.textHeight)
      infoLeft = 0
      infoTop = CoverView.textHeight
    }
    var info = TextBlock(width: body.width - infoLeft)
    info.add(content.card.title, style: .title)
    info.add(content.card.author)
    info.add(content.published, style: .secondary)
    info.add(content.isbn, style: .secondary)
    info.add(content.price)
    let sectionHeight = max(cover.height, infoTop + info.lines.count)
    var block = TextBlock(width: body.width)
    block.add(BookKittyStrings.bookInfo, style: .accent)
    for _ in 0..<sectionHeight { block.addBlank() }
    block.addBlank()
    block.add(BookKittyStrings.bookIntroduction, style: .accent)
    block.add(content.description)
    scroll = block.draw(into: &buffer, in: body, scroll: scroll)
    let sectionTop = body.row + 1 - scroll
    CoverView(content.card, covers: output.covers.value).draw(
      into: &buffer,
      in: Rect(row: sectionTop, col: cover.col, width: cover.width, height: cover.height),
      clippedTo: body, context: context, pictures: pictures)
    for (offset, line) in info.lines.enumerated() {
      let row = sectionTop + infoTop + offset
      guard body.rows.contains(row) else { continue }
      buffer.write(
        line.text, at: row, col: body.col + infoLeft, style: line.style,
        maxWidth: body.width - infoLeft)
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
