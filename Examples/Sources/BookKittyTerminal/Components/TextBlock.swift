import CairnTerminal

/// Lines of text laid out top to bottom for a screen that scrolls: paragraphs split at line
/// breaks and wrapped to the width.
struct TextBlock {
  /// One line and its style.
  typealias Line = (text: String, style: Style)

  private(set) var lines: [Line] = []
  let width: Int

  init(width: Int) {
    self.width = max(1, width)
  }

  /// Adds `text`, its line breaks kept, each paragraph wrapped (leading blanks trimmed).
  mutating func add(_ text: String, style: Style = .normal) {
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = paragraph.trimmingCharacters(in: .whitespaces)
      let wrapped = trimmed.wrapped(to: width)
      lines += (wrapped.isEmpty ? [""] : wrapped).map { ($0, style) }
    }
  }

  /// Adds an empty line.
  mutating func addBlank() {
    lines.append(("", .normal))
  }

  /// Draws the lines from `scroll` on into `rect`; returns the scroll actually used.
  @discardableResult
  func draw(into buffer: inout ScreenBuffer, in rect: Rect, scroll: Int) -> Int {
    let used = min(max(0, scroll), max(0, lines.count - rect.height))
    for (offset, line) in lines.dropFirst(used).prefix(rect.height).enumerated() {
      buffer.write(line.text, in: rect.line(offset), style: line.style)
    }
    return used
  }
}
