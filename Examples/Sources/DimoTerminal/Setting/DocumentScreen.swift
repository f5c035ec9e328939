import CairnTerminal
import DimoPresentation

/// A document (terms, privacy policy, licenses, version, a notice): its paragraphs wrapped to
/// the width, scrolled with Up/Down, PageUp/PageDown and Space.
@MainActor
final class DocumentScreen: TerminalScreen {
  private let output: DocumentViewModel.Output
  private let viewModel: DocumentViewModel
  private var scroll = 0
  private var page = 10
  private var width = 0
  private var lines: [SettingLine] = []

  init(viewModel: DocumentViewModel) {
    self.viewModel = viewModel
    output = viewModel.transform(.init())
  }

  var keyHints: [KeyHint] { [KeyHint("↑↓ PgUp PgDn", DimoStrings.keyScroll)] }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    let body = rect.inset(top: 1, left: 2, right: 2)
    if body.width != width {
      width = body.width
      // Wrapped once per width: the licenses run to thousands of lines.
      lines = output.paragraphs.enumerated().flatMap { index, paragraph in
        SettingLine.wrapped(paragraph, width: width, index == 0 ? .title : .normal)
          + [SettingLine("")]
      }
    }
    page = max(1, body.height - 1)
    SettingLines.draw(lines, scroll: &scroll, into: &buffer, in: body)
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    guard let next = SettingLines.scrolled(scroll, by: key, page: page) else { return false }
    scroll = min(next, max(0, lines.count - page))
    context.setNeedsDisplay()
    return true
  }
}
