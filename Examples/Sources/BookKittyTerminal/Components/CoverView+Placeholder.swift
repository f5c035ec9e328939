import CairnTerminal

extension CoverView {
  /// Draws what stands in the picture's place on a colour terminal: "🖼" and the reason there
  /// is no picture ("🖼 표지 불러오는 중…", "🖼 표지를 불러오지 못했어요" in red), wrapped over
  /// `rect`'s lines — or the reason in a word ("🖼 …", "🖼 실패") where the full one does not
  /// fit, as in the history's 4 × 3 covers. The title is beside or under every cover, so the
  /// placeholder does not repeat it.
  /// - Returns: the rectangle drawn in.
  func drawPlaceholder(_ status: CoverStatus, into buffer: inout ScreenBuffer, in rect: Rect)
    -> Rect
  {
    var lines = "🖼 \(status.text)".wrapped(to: rect.width)
    if lines.count > rect.height {
      lines = "🖼 \(status.shortText)".wrapped(to: rect.width)
    }
    lines = Array(lines.prefix(rect.height))
    for (offset, line) in lines.enumerated() {
      buffer.write(line, in: rect.line(offset), style: status.style)
    }
    return Rect(row: rect.row, col: rect.col, width: rect.width, height: lines.count)
  }
}
