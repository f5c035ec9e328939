/// A bordered box in light box-drawing characters, with an optional title in the top
/// border: the frame of sheets, alerts and the help overlay.
///
/// ```
/// ┌─ Help ───────┐
/// │              │
/// └──────────────┘
/// ```
public struct Box: Sendable, Hashable {
  /// The title shown in the top border, if any.
  public var title: String?
  /// The style of the border.
  public var borderStyle: Style
  /// The style of the title.
  public var titleStyle: Style

  /// A box with `title` (none by default).
  public init(title: String? = nil, borderStyle: Style = .normal, titleStyle: Style = .title) {
    self.title = title
    self.borderStyle = borderStyle
    self.titleStyle = titleStyle
  }

  /// The area inside the border of a box drawn in `rect`.
  public static func contentRect(of rect: Rect) -> Rect { rect.inset(by: 1) }

  /// Draws the border on the edge of `rect` and blanks the inside. Boxes smaller than
  /// 2 × 2 are not drawn.
  public func draw(into buffer: inout ScreenBuffer, in rect: Rect) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    let inner = rect.width - 2
    let horizontal = String(repeating: "─", count: inner)
    buffer.write("┌" + horizontal + "┐", at: rect.row, col: rect.col, style: borderStyle)
    buffer.write("└" + horizontal + "┘", at: rect.bottom - 1, col: rect.col, style: borderStyle)
    for line in (rect.row + 1)..<(rect.bottom - 1) {
      buffer.write("│", at: line, col: rect.col, style: borderStyle)
      buffer.fill(row: line, col: rect.col + 1, width: inner, height: 1)
      buffer.write("│", at: line, col: rect.right - 1, style: borderStyle)
    }
    if let title, !title.isEmpty, inner >= 5 {
      let label = " " + title.truncated(to: inner - 4) + " "
      buffer.write(label, at: rect.row, col: rect.col + 2, style: titleStyle, maxWidth: inner - 2)
    }
  }
}
