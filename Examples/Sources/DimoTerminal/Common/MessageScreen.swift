import CairnTerminal
import DimoPresentation

/// A screen that only says something: the placeholder of other users' profiles until part 2.
@MainActor
final class MessageScreen: TerminalScreen {
  private let message: String

  init(message: String) {
    self.message = message
  }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    for (offset, line) in message.wrapped(to: max(1, rect.width - 4)).enumerated()
    where offset < rect.height - 1 {
      buffer.write(line, at: rect.row + 1 + offset, col: rect.col + 2, style: .secondary)
    }
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool { false }
}
