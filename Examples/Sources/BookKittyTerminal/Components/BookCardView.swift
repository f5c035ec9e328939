import BookKittyPresentation
import CairnTerminal

/// Draws a book as a card: where covers are pictures, its cover (``CoverSize/card``, 8 × 6) at
/// the left with the title, the owned tag and the author beside it; elsewhere the title with
/// the tag, the author and the cover's text line. A blank line separates the cards.
struct BookCardView {
  /// The lines a card takes, its blank separator included: 7 with a picture, 4 without.
  @MainActor
  static func height(in context: any TerminalContext) -> Int {
    CoverView.drawsPictures(in: context) ? CoverSize.card.rows + 1 : 3 + CoverView.textHeight
  }

  let card: BookCard
  let covers: [String: CoverState]
  /// Whether to show "소유" / "미소유" (search results do not).
  var showsTag = true
  /// Whether the card is the selection: its text is drawn inverse, never its picture (inverse
  /// would swap each half block's two colours).
  var isHighlighted = false

  @MainActor
  func draw(
    into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext,
    pictures: CoverPictures
  ) {
    let area = rect.inset(left: 2, right: 1)
    let cover = CoverView(card, covers: covers)
    guard CoverView.drawsPictures(in: context) else {
      drawText(into: &buffer, in: area)
      cover.draw(
        into: &buffer, in: area.line(2), context: context, pictures: pictures)
      if isHighlighted { buffer.applyStyle(.selected, in: rect.splitTop(3).top) }
      return
    }
    let size = CoverSize.card
    cover.draw(
      into: &buffer,
      in: Rect(
        row: area.row, col: area.col, width: min(size.columns, area.width),
        height: min(size.rows, area.height)),
      context: context, pictures: pictures)
    let text = area.inset(left: size.columns + 2)
    drawText(into: &buffer, in: text)
    if isHighlighted {
      let highlight = Rect(row: text.row, col: text.col - 1, width: text.width + 2, height: 2)
      buffer.applyStyle(.selected, in: highlight)
    }
  }

  /// The title with the owned tag on the first line of `text`, the author on the second.
  private func drawText(into buffer: inout ScreenBuffer, in text: Rect) {
    var col = text.col
    let title = card.title.isEmpty ? BookKittyStrings.titlePlaceholder : card.title
    col += buffer.write(title, at: text.row, col: col, style: .title, maxWidth: text.right - col)
    if showsTag {
      buffer.write(
        "  [\(card.ownedTag)]", at: text.row, col: col,
        style: card.isOwned ? .accent : .secondary, maxWidth: max(0, text.right - col))
    }
    let author = card.author.isEmpty ? BookKittyStrings.authorPlaceholder : card.author
    buffer.write(author, in: text.line(1), style: .secondary)
  }
}
