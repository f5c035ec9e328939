/// A footer line of key hints: "n New · Enter Open · ? Help".
///
/// Only whole hints are shown; when the rest does not fit, the line ends in "…".
public struct KeyHintBar: Sendable, Hashable {
  /// The hints, most important first.
  public var hints: [KeyHint]
  /// What goes between two hints.
  public var separator: String
  /// The style of the keys.
  public var keyStyle: Style
  /// The style of the titles and separators.
  public var titleStyle: Style

  /// A bar of `hints`.
  public init(
    hints: [KeyHint], separator: String = " · ", keyStyle: Style = .accent,
    titleStyle: Style = .secondary
  ) {
    self.hints = hints
    self.separator = separator
    self.keyStyle = keyStyle
    self.titleStyle = titleStyle
  }

  /// Draws the bar on the first row of `rect`, starting at its left edge.
  public func draw(into buffer: inout ScreenBuffer, in rect: Rect) {
    guard !rect.isEmpty else { return }
    let ellipsis = "…"
    var col = rect.col
    for (index, hint) in hints.enumerated() {
      let prefix = index == 0 ? "" : separator
      let width = prefix.displayWidth + hint.key.displayWidth + 1 + hint.title.displayWidth
      let isLast = index == hints.count - 1
      let reserve = isLast ? 0 : separator.displayWidth + ellipsis.displayWidth
      guard col + width + reserve <= rect.right else {
        let marker = index == 0 ? ellipsis : separator + ellipsis
        buffer.write(marker, at: rect.row, col: col, style: titleStyle, maxWidth: rect.right - col)
        return
      }
      col += buffer.write(prefix, at: rect.row, col: col, style: titleStyle)
      col += buffer.write(hint.key, at: rect.row, col: col, style: keyStyle)
      col += buffer.write(" " + hint.title, at: rect.row, col: col, style: titleStyle)
    }
  }
}
