import CairnTerminal
import DimoPresentation

/// One line of a scrolling detail: styled text pieces, or the top of a picture that takes the
/// next `rows` lines.
enum ScrollLine {
  case text([(text: String, style: Style)])
  case picture(path: String, rows: Int, fallback: String)

  static func plain(_ text: String, _ style: Style = .normal) -> ScrollLine {
    .text([(text, style)])
  }

  /// `text` wrapped to `width`, its own line breaks kept.
  static func wrapped(_ text: String, width: Int, _ style: Style = .normal) -> [ScrollLine] {
    text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
      String(paragraph).wrapped(to: max(1, width)).map { plain($0, style) }
    }
  }

  /// A picture line followed by the blank lines it covers.
  static func picture(_ path: String, rows: Int, fallback: String) -> [ScrollLine] {
    [.picture(path: path, rows: rows, fallback: fallback)]
      + Array(repeating: .text([]), count: rows - 1)
  }
}

/// Draws scrolling lines, keeping the scroll offset in range.
@MainActor
struct ScrollLines {
  static func draw(
    _ lines: [ScrollLine], scroll: inout Int, into buffer: inout ScreenBuffer, in rect: Rect,
    pictures: [String: ShownPicture], drawer: DimoPictures, context: any TerminalContext
  ) {
    scroll = min(scroll, max(0, lines.count - rect.height))
    let width = rect.width - 4
    for (offset, line) in lines.dropFirst(scroll).prefix(rect.height).enumerated() {
      let row = rect.row + offset
      switch line {
      case .text(let pieces):
        var col = rect.col + 2
        for piece in pieces {
          col += buffer.write(
            piece.text, at: row, col: col, style: piece.style,
            maxWidth: max(0, rect.col + 2 + width - col))
        }
      case .picture(let path, let rows, let fallback):
        let area = Rect(
          row: row, col: rect.col + 2, width: min(width, rows * 2),
          height: min(rows, rect.bottom - row))
        drawer.draw(
          pictures[path], path: path, into: &buffer, in: area, context: context,
          fallback: fallback)
      }
    }
  }
}
