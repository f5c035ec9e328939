/// How a toast looks: its purpose decides its color.
public enum ToastKind: Sendable, Hashable {
  /// Neutral news ("Saved").
  case info
  /// Something finished well.
  case success
  /// Something went wrong.
  case error

  /// The style the toast is drawn in.
  public var style: Style {
    switch self {
    case .info: Style(isInverse: true)
    case .success: Style(foreground: .green, isInverse: true)
    case .error: Style(foreground: .red, isInverse: true)
    }
  }
}

/// A short message shown near the bottom of the screen for a moment, e.g. above the
/// footer. The app decides when it goes away.
public struct Toast: Sendable, Hashable {
  /// The message, one line.
  public var message: String
  /// The kind, which picks the style.
  public var kind: ToastKind

  /// A toast showing `message`.
  public init(message: String, kind: ToastKind = .info) {
    self.message = message
    self.kind = kind
  }

  /// Draws the toast centered on the bottom row of `rect`, as " message " in the kind's
  /// style; when `rect` has three rows or more, inside a box on its bottom three rows.
  public func draw(into buffer: inout ScreenBuffer, in rect: Rect) {
    guard !rect.isEmpty else { return }
    let singleLine = message.replacing("\n", with: " ")
    if rect.height >= 3, rect.width >= 5 {
      let text = singleLine.truncated(to: rect.width - 4)
      let area = rect.splitBottom(3).bottom
      let frame = area.centered(width: text.displayWidth + 4, height: 3)
      var border = kind.style
      border.isInverse = false
      Box(borderStyle: border).draw(into: &buffer, in: frame)
      buffer.write(" " + text + " ", at: frame.row + 1, col: frame.col + 1, style: kind.style)
      return
    }
    let text = " " + singleLine.truncated(to: max(0, rect.width - 2)) + " "
    let line = rect.line(rect.height - 1).centered(width: text.displayWidth, height: 1)
    buffer.write(text, in: line, style: kind.style)
  }
}
