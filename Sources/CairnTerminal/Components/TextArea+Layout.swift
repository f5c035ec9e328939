/// One screen row of a `TextArea`: a stretch of one line after soft wrapping.
struct WrappedRow: Sendable, Hashable {
  /// The line it belongs to.
  var line: Int
  /// The first character's index in the line.
  var start: Int
  /// The index just past its last character.
  var end: Int
  /// Whether it is the line's last row (where the cursor may sit at the line's end).
  var isLastOfLine: Bool
}

extension TextArea {
  /// The rows the text takes when wrapped at `width` columns. A line that fills its last
  /// row exactly gets an extra empty row, so the cursor at its end has a cell to sit in.
  func visualRows(width: Int) -> [WrappedRow] {
    var rows: [WrappedRow] = []
    for (lineIndex, characters) in lines.enumerated() {
      var start = 0
      var used = 0
      for (index, character) in characters.enumerated() {
        let characterWidth = character.displayWidth
        if used + characterWidth > width, index > start {
          rows.append(WrappedRow(line: lineIndex, start: start, end: index, isLastOfLine: false))
          start = index
          used = 0
        }
        used += characterWidth
      }
      if used >= width {
        rows.append(
          WrappedRow(line: lineIndex, start: start, end: characters.count, isLastOfLine: false))
        start = characters.count
      }
      rows.append(
        WrappedRow(line: lineIndex, start: start, end: characters.count, isLastOfLine: true))
    }
    return rows
  }

  /// The index of the row holding `position` in `rows`.
  func rowIndex(of position: TextPosition, in rows: [WrappedRow]) -> Int {
    for (index, row) in rows.enumerated() where row.line == position.line {
      if position.index < row.end || row.isLastOfLine { return index }
    }
    return max(0, rows.count - 1)
  }
}
