import CairnTerminal
import ProjectManagerPresentation

/// Draws one card of the board: the title, the body's first line and the due day, which is
/// red (`.danger`) once overdue. A card takes ``height`` lines, the last one left blank to
/// separate it from the next.
struct WorkCard {
  /// The lines a card takes on the board, its blank separator included.
  static let height = 4

  let row: WorkRow

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, isHighlighted: Bool) {
    let text = rect.inset(left: 1, right: 1)
    buffer.write(row.title.truncated(to: text.width), in: text.line(0), style: .title)
    let firstLine = row.bodyPreview.split(separator: "\n").first.map(String.init) ?? ""
    buffer.write(firstLine.truncated(to: text.width), in: text.line(1), style: .secondary)
    buffer.write(row.due, in: text.line(2), style: row.isOverdue ? .danger : .secondary)
    if isHighlighted {
      buffer.applyStyle(.selected, in: rect.splitTop(Self.height - 1).top)
    }
  }
}
