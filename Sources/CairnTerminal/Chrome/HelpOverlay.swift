/// A centered box titled "Help" (``TerminalStrings/helpTitle``) listing key hints in two
/// columns, keys on the left and what they do on the right. The front end dismisses it on any
/// key.
public struct HelpOverlay: Sendable {
  /// The keys to list, in order.
  public var hints: [KeyHint]
  /// The box title.
  public var title: String
  /// The line under the list telling how to close the overlay.
  public var dismissHint: String
  /// The line saying how many keys did not fit.
  private let moreLine: @Sendable (Int) -> String

  /// An overlay listing `hints`, with its texts from `strings`.
  public init(hints: [KeyHint], strings: TerminalStrings = .english) {
    self.hints = hints
    self.title = strings.helpTitle
    self.dismissHint = strings.helpDismiss
    self.moreLine = strings.helpMore
  }

  /// Draws the box centered in `rect`. When the list is taller than the room, the last
  /// line that fits says how many more keys there are.
  public func draw(into buffer: inout ScreenBuffer, in rect: Rect) {
    let keyWidth = hints.map(\.key.displayWidth).max() ?? 0
    let titleWidth = hints.map(\.title.displayWidth).max() ?? 0
    let contentWidth = max(
      keyWidth + 2 + titleWidth, dismissHint.displayWidth, title.displayWidth + 4)
    let frame = rect.centered(width: contentWidth + 4, height: hints.count + 4)
    guard frame.width >= 6, frame.height >= 3 else { return }
    Box(title: title).draw(into: &buffer, in: frame)
    let content = frame.inset(top: 1, left: 2, bottom: 1, right: 2)
    let listHeight = max(0, content.height - 2)
    let shownCount = hints.count <= listHeight ? hints.count : max(0, listHeight - 1)
    let keyColumn = min(keyWidth, max(1, content.width / 3))
    for (offset, hint) in hints.prefix(shownCount).enumerated() {
      let line = content.line(offset)
      let split = line.splitLeft(keyColumn + 2)
      buffer.write(hint.key.truncated(to: keyColumn), in: split.left, style: .accent)
      buffer.write(hint.title.truncated(to: split.rest.width), in: split.rest)
    }
    if shownCount < hints.count {
      let more = moreLine(hints.count - shownCount)
      buffer.write(more, in: content.line(shownCount), style: .secondary)
    }
    let footer = content.line(content.height - 1)
    buffer.write(
      dismissHint.fitted(to: footer.width, alignment: .center), in: footer, style: .secondary)
  }
}
