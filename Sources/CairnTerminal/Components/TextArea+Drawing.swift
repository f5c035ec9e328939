extension TextArea {
  /// Blanks `rect` and draws the wrapped text (or the placeholder) in `rect`, with the counter right-aligned
  /// on the bottom row when there is a limit and room, and, when focused and editable,
  /// the cursor as an inverse cell. Scrolls to keep the cursor visible.
  public mutating func draw(into buffer: inout ScreenBuffer, in rect: Rect, isFocused: Bool) {
    guard !rect.isEmpty else { return }
    buffer.fill(rect)
    var area = rect
    if let counterText, rect.height >= 2 {
      let split = rect.splitBottom(1)
      area = split.rest
      buffer.write(
        counterText.fitted(to: rect.width, alignment: .trailing), in: split.bottom,
        style: isCounterAtLimit ? .danger : .secondary)
    }
    wrapWidth = area.width
    viewportHeight = area.height
    let showsCursor = isFocused && !isReadOnly
    let rows = visualRows(width: area.width)
    contentRowCount = rows.count
    let cursorRow = rowIndex(of: cursor, in: rows)
    if showsCursor {
      scrollRow = min(scrollRow, cursorRow)
      scrollRow = max(scrollRow, cursorRow - area.height + 1)
    }
    scrollRow = max(0, min(scrollRow, rows.count - area.height))
    if characterCount == 0 {
      buffer.write(placeholder.truncated(to: area.width), in: area, style: .secondary)
    } else {
      for offset in 0..<area.height where scrollRow + offset < rows.count {
        let row = rows[scrollRow + offset]
        buffer.write(String(lines[row.line][row.start..<row.end]), in: area.line(offset))
      }
    }
    guard showsCursor, (scrollRow..<(scrollRow + area.height)).contains(cursorRow) else { return }
    let row = rows[cursorRow]
    let characters = lines[row.line]
    let column = TextInput.width(of: characters[row.start..<cursor.index])
    let over = cursor.index < row.end ? characters[cursor.index] : nil
    buffer.applyStyle(
      .selected, row: area.row + cursorRow - scrollRow, col: area.col + column,
      width: TextInput.cursorWidth(over: over))
  }
}
