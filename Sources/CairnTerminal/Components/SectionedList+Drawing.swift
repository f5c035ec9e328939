extension SectionedList {
  /// Draws a row: into `buffer`, the `row`, in `rect` (`rowHeight` lines tall), and
  /// whether it is the selected row.
  public typealias RowDrawer = (
    _ buffer: inout ScreenBuffer, _ row: Row, _ rect: Rect, _ isSelected: Bool
  ) -> Void

  /// Blanks `rect` and draws the visible part of the list there, scrolling first so the
  /// selection is visible. Headers and statuses are drawn by the list, rows by `drawRow`, which is
  /// called only for the rows on screen (a row cut by an edge is drawn clipped). When
  /// focused and `highlightsSelection` is on, the selected row is then made inverse.
  public mutating func draw(
    into buffer: inout ScreenBuffer, in rect: Rect, isFocused: Bool, drawRow: RowDrawer
  ) {
    viewportHeight = rect.height
    scrollToSelection()
    guard !rect.isEmpty else { return }
    buffer.fill(rect)
    var line = scrollOffset
    let end = min(scrollOffset + rect.height, layout.totalLines)
    while line < end, let (item, lines) = layout.item(at: line) {
      let top = rect.row + lines.lowerBound - scrollOffset
      switch item {
      case .spacing:
        break
      case .header(let section):
        let header = sections[section].headerText.truncated(to: rect.width)
        buffer.write(header, at: top, col: rect.col, style: .title, maxWidth: rect.width)
      case .status(let section):
        drawStatus(of: sections[section], into: &buffer, in: rect.line(top - rect.row))
      case .row(let path):
        if let row = row(at: path) {
          let isSelected = layout.rowIndex(of: path) == selectedRowIndex
          let rowRect = Rect(row: top, col: rect.col, width: rect.width, height: rowHeight)
          drawClipped(
            row, in: rowRect, within: rect, isSelected: isSelected,
            isHighlighted: isSelected && isFocused && highlightsSelection, into: &buffer,
            drawRow: drawRow)
        }
      }
      line = lines.upperBound
    }
  }

  /// Draws the list with one line per row showing `titleOf(row)`, indented two columns.
  public mutating func draw(
    into buffer: inout ScreenBuffer, in rect: Rect, isFocused: Bool, titleOf: (Row) -> String
  ) {
    draw(into: &buffer, in: rect, isFocused: isFocused) { buffer, row, rowRect, _ in
      buffer.write("  " + titleOf(row), in: rowRect)
    }
  }

  private func drawStatus(
    of section: ListSection<Row>, into buffer: inout ScreenBuffer, in line: Rect
  ) {
    let text = line.inset(left: 2)
    switch section.content {
    case .rows:
      break
    case .loading(let spinnerFrame, let message):
      buffer.write(spinnerFrame + " " + message, in: text, style: .secondary)
    case .empty(let message):
      buffer.write(message, in: text, style: .secondary)
    case .failed(let message, let retry):
      var used = buffer.write(message, in: text, style: .danger)
      guard let retry else { return }
      used += buffer.write("  " + retry.key, in: text.inset(left: used), style: .accent)
      buffer.write(" " + retry.title, in: text.inset(left: used), style: .secondary)
    }
  }

  /// Draws one row, through a scratch buffer when it sticks out of `bounds`.
  private func drawClipped(
    _ row: Row, in rowRect: Rect, within bounds: Rect, isSelected: Bool, isHighlighted: Bool,
    into buffer: inout ScreenBuffer, drawRow: RowDrawer
  ) {
    if rowRect.row >= bounds.row, rowRect.bottom <= bounds.bottom {
      drawRow(&buffer, row, rowRect, isSelected)
      if isHighlighted { buffer.applyStyle(.selected, in: rowRect) }
      return
    }
    let visibleTop = max(rowRect.row, bounds.row)
    let visibleBottom = min(rowRect.bottom, bounds.bottom)
    guard visibleTop < visibleBottom else { return }
    var scratch = ScreenBuffer(width: rowRect.width, height: visibleBottom - visibleTop)
    let shifted = Rect(
      row: rowRect.row - visibleTop, col: 0, width: rowRect.width, height: rowRect.height)
    drawRow(&scratch, row, shifted, isSelected)
    if isHighlighted { scratch.applyStyle(.selected, in: shifted) }
    buffer.draw(scratch, at: visibleTop, col: rowRect.col)
  }
}
