import BookKittyPresentation
import CairnTerminal

/// Draws a book in ``height`` lines: its title with the owned tag, its author, its cover.
struct BookCardView {
  /// The lines a card takes, its blank separator included.
  static let height = 3 + CoverView.height

  let card: BookCard
  let covers: [String: CoverState]
  /// Whether to show "소유" / "미소유" (search results do not).
  var showsTag = true

  func draw(into buffer: inout ScreenBuffer, in rect: Rect) {
    let text = rect.inset(left: 2, right: 1)
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
    CoverView(card, covers: covers).draw(
      into: &buffer,
      in: Rect(row: text.row + 2, col: text.col, width: text.width, height: CoverView.height))
  }
}
