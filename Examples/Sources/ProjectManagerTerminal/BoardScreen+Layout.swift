import CairnTerminal
import ProjectManagerDomain
import ProjectManagerPresentation

extension BoardScreen {
  /// Wide: the three columns side by side, each under its header ("TODO 3"); the focused
  /// column's header is highlighted and only its selected card is.
  func drawColumnsSideBySide(into buffer: inout ScreenBuffer, in rect: Rect) {
    let columns = output.columns.value
    for (index, frame) in rect.splitIntoColumns(columns.count, spacing: 2).enumerated()
    where columns.indices.contains(index) && lists.indices.contains(index) {
      let isFocused = index == focusedColumn
      let header = (" " + columns[index].header).fitted(to: frame.width)
      buffer.write(header, in: frame.line(0), style: isFocused ? .selected.merging(.title) : .title)
      buffer.write(
        String(repeating: "─", count: frame.width), in: frame.line(1),
        style: isFocused ? .accent : .secondary)
      drawList(index, into: &buffer, in: frame.inset(top: 2), isFocused: isFocused)
    }
  }

  /// Narrow: one header line naming all three columns with their counts, the shown one
  /// highlighted and in brackets, then that column alone.
  func drawFocusedColumn(into buffer: inout ScreenBuffer, in rect: Rect) {
    let columns = output.columns.value
    var col = rect.col
    for (index, column) in columns.enumerated() {
      let isFocused = index == focusedColumn
      let label = isFocused ? "[\(column.header)]" : " \(column.header) "
      col += buffer.write(
        label, at: rect.row, col: col, style: isFocused ? .selected.merging(.title) : .secondary,
        maxWidth: rect.right - col)
      col += buffer.write(" ", at: rect.row, col: col, maxWidth: rect.right - col)
    }
    buffer.write(
      String(repeating: "─", count: rect.width), in: rect.line(1), style: .secondary)
    drawList(focusedColumn, into: &buffer, in: rect.inset(top: 2), isFocused: true)
  }

  /// Draws a column's list, making a card only for each work on screen.
  private func drawList(
    _ index: Int, into buffer: inout ScreenBuffer, in rect: Rect, isFocused: Bool
  ) {
    let columns = output.columns.value
    guard lists.indices.contains(index), columns.indices.contains(index) else { return }
    let column = columns[index]
    lists[index].draw(into: &buffer, in: rect, isFocused: isFocused) {
      buffer, work, rowRect, isSelected in
      WorkCard(row: column.card(for: work)).draw(
        into: &buffer, in: rowRect, isHighlighted: isSelected && isFocused)
    }
  }
}
