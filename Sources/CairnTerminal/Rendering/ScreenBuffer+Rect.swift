extension ScreenBuffer {
  /// Fills `rect` with spaces in `style`.
  public mutating func fill(_ rect: Rect, style: Style = .normal) {
    fill(row: rect.row, col: rect.col, width: rect.width, height: rect.height, style: style)
  }

  /// Writes `text` on the first row of `rect`, clipped to its width.
  /// - Returns: the number of columns written.
  @discardableResult
  public mutating func write(_ text: String, in rect: Rect, style: Style = .normal) -> Int {
    guard !rect.isEmpty else { return 0 }
    return write(text, at: rect.row, col: rect.col, style: style, maxWidth: rect.width)
  }

  /// Lays `style` over every cell of `rect` (see `applyStyle(_:row:col:width:)`).
  public mutating func applyStyle(_ style: Style, in rect: Rect) {
    for line in rect.rows {
      applyStyle(style, row: line, col: rect.col, width: rect.width)
    }
  }
}
