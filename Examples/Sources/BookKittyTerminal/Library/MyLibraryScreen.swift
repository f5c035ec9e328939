import BookKittyDomain
import BookKittyPresentation
import CairnPresentation
import CairnTerminal

/// "나의 책장": the owned books in a grid of three columns (``LibraryCellView``: the cover as a
/// picture, the title and the author under it); arrows move, the next page is read when the
/// selection reaches the last row, Enter opens a book, `n` the floating menu.
@MainActor
final class MyLibraryScreen: TerminalScreen {
  /// Books per row, as the original's grid.
  static let columns = 3

  private let viewDidLoad = PublishRelay<Void>()
  private let loadMore = PublishRelay<Void>()
  private let select = PublishRelay<ISBN>()
  private let menu = PublishRelay<Void>()
  private let retry = PublishRelay<Void>()
  private let output: MyLibraryViewModel.Output
  private let viewModel: MyLibraryViewModel
  private var selection = 0
  private var firstRow = 0
  private let pictures: CoverPictures
  private var subscriptions: [Subscription] = []

  init(viewModel: MyLibraryViewModel, context: any TerminalContext, pictures: CoverPictures) {
    self.viewModel = viewModel
    self.pictures = pictures
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, loadMore: loadMore.signal, bookSelected: select.signal,
        menuTapped: menu.signal, retry: retry.signal))
    let redraw: @MainActor (Any) -> Void = { [weak context] _ in context?.setNeedsDisplay() }
    subscriptions.append(output.books.changes.observe(redraw))
    subscriptions.append(output.covers.changes.observe(redraw))
    viewDidLoad.send()
  }

  var keyHints: [KeyHint] {
    [
      KeyHint("←↑↓→", BookKittyStrings.keyMove), KeyHint("Enter", BookKittyStrings.keyOpen),
      KeyHint("n", BookKittyStrings.keyMenu), KeyHint("r", BookKittyStrings.keyRetry),
    ]
  }

  var barButton: BarButton? { BarButton("+", key: "n") }

  var isBusy: Bool { output.books.value.isLoading }

  private var cards: [BookCard] { output.books.value.value?.rows ?? [] }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    let body = rect.inset(top: 1, left: 1, right: 1)
    switch output.books.value {
    case .loading:
      buffer.write("\(context.spinnerFrame) …", in: body.line(0), style: .secondary)
    case .empty(let title):
      EmptyStateView(title: title, body: output.emptyBody).draw(into: &buffer, in: body)
    case .failed(let failure):
      buffer.write(failure.message, in: body.line(0), style: .danger)
    case .loaded(let paged):
      drawGrid(paged, into: &buffer, in: body, context: context)
    }
  }

  private func drawGrid(
    _ paged: PagedRows<BookCard>, into buffer: inout ScreenBuffer, in rect: Rect,
    context: any TerminalContext
  ) {
    let grid = rect.splitBottom(1)
    let columns = grid.rest.splitIntoColumns(Self.columns, spacing: 1)
    let cover: CoverSize? =
      CoverView.drawsPictures(in: context)
      ? CoverSize.libraryCell(gridHeight: grid.rest.height, cellWidth: columns.first?.width ?? 0)
      : nil
    let cellHeight = LibraryCellView.height(cover: cover)
    selection = min(selection, max(0, paged.rows.count - 1))
    let visibleRows = max(1, grid.rest.height / cellHeight)
    let selectedRow = selection / Self.columns
    firstRow = min(firstRow, selectedRow)
    firstRow = max(firstRow, selectedRow - visibleRows + 1)
    let covers = output.covers.value
    for (index, card) in paged.rows.enumerated() {
      let row = index / Self.columns - firstRow
      guard row >= 0, row < visibleRows, columns.indices.contains(index % Self.columns) else {
        continue
      }
      let column = columns[index % Self.columns]
      let cell = Rect(
        row: grid.rest.row + row * cellHeight, col: column.col, width: column.width,
        height: min(cellHeight, grid.rest.bottom - grid.rest.row - row * cellHeight))
      LibraryCellView(card: card, covers: covers, cover: cover, isHighlighted: index == selection)
        .draw(into: &buffer, in: cell, context: context, pictures: pictures)
    }
    if paged.isLoadingMore {
      buffer.write(
        "\(context.spinnerFrame) \(BookKittyStrings.loadingMore)", in: grid.bottom,
        style: .secondary)
    }
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    let count = cards.count
    switch key {
    case .left, .char("h"): selection = max(0, selection - 1)
    case .right, .char("l"): selection = min(max(0, count - 1), selection + 1)
    case .up, .char("k"): selection = max(0, selection - Self.columns)
    case .down, .char("j"): selection = min(max(0, count - 1), selection + Self.columns)
    case .home: selection = 0
    case .end: selection = max(0, count - 1)
    case .enter:
      guard cards.indices.contains(selection) else { return false }
      select.send(cards[selection].isbn)
    case .char("n"): menu.send()
    case .char("r"): retry.send()
    default: return false
    }
    loadMoreAtTheEnd()
    context.setNeedsDisplay()
    return true
  }

  /// Reads the next page once the selection is on the grid's last row.
  private func loadMoreAtTheEnd() {
    guard let paged = output.books.value.value, paged.hasMore, !paged.isLoadingMore,
      selection / Self.columns == (paged.rows.count - 1) / Self.columns
    else { return }
    loadMore.send()
  }
}

/// One book of the grid: its cover, then its title and author, centered in the cell. The
/// selection's title and author are drawn inverse, never its picture.
struct LibraryCellView {
  let card: BookCard
  let covers: [String: CoverState]
  /// The cover's size where covers are pictures; `nil` for the cover's text line.
  let cover: CoverSize?
  let isHighlighted: Bool

  /// The lines a cell takes, its blank separator included.
  static func height(cover: CoverSize?) -> Int {
    (cover?.rows ?? CoverView.textHeight) + 3
  }

  @MainActor
  func draw(
    into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext,
    pictures: CoverPictures
  ) {
    let inner = rect.inset(left: 1, right: 1)
    let view = CoverView(card, covers: covers)
    let text: Rect
    if let cover {
      let top = inner.splitTop(cover.rows)
      view.draw(
        into: &buffer, in: top.top.centered(width: cover.columns, height: cover.rows),
        context: context, pictures: pictures)
      text = top.rest.splitTop(2).top
      drawCentered(card.title, in: text.line(0), style: .title, into: &buffer)
      drawCentered(card.author, in: text.line(1), style: .secondary, into: &buffer)
    } else {
      view.draw(into: &buffer, in: inner.line(0), context: context, pictures: pictures)
      text = inner.splitTop(3).top
      buffer.write(card.title, in: text.line(1), style: .title)
      buffer.write(card.author, in: text.line(2), style: .secondary)
    }
    if isHighlighted {
      buffer.applyStyle(.selected, in: text.inset(left: -1, right: -1))
    }
  }

  /// Writes `value` centered in `line`, cut with "…" when longer.
  private func drawCentered(
    _ value: String, in line: Rect, style: Style, into buffer: inout ScreenBuffer
  ) {
    let fitted = value.truncated(to: max(0, line.width))
    buffer.write(fitted, in: line.inset(left: (line.width - fitted.displayWidth) / 2), style: style)
  }
}
