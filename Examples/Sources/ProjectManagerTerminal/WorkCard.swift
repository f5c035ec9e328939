import CairnTerminal
import ProjectManagerPresentation

/// Draws one card of the board, as the original's cell did: the title, the body's preview (up
/// to ``WorkRow/previewLineCount`` lines, as the view model gives it) and the due day, red
/// (`.danger`) once overdue. A card takes ``height`` lines, the last one left blank to separate
/// it from the next.
struct WorkCard {
  /// The lines a card takes on the board: title, preview, due day and a blank separator.
  static let height = WorkRow.previewLineCount + 3

  let row: WorkRow

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, isHighlighted: Bool) {
    let text = rect.inset(left: 1, right: 1)
    buffer.write(row.title.truncated(to: text.width), in: text.line(0), style: .title)
    let preview =
      row.bodyPreview.isEmpty
      ? [] : row.bodyPreview.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in preview.prefix(WorkRow.previewLineCount).enumerated() {
      buffer.write(
        String(line).truncated(to: text.width), in: text.line(1 + index), style: .secondary)
    }
    buffer.write(
      row.due, in: text.line(1 + WorkRow.previewLineCount),
      style: row.isOverdue ? .danger : .secondary)
    if isHighlighted {
      buffer.applyStyle(.selected, in: rect.splitTop(Self.height - 1).top)
    }
  }
}
