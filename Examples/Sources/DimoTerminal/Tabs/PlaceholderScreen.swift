import CairnTerminal
import DimoPresentation

/// A screen of part 2: the line that says so.
@MainActor
final class PlaceholderScreen: TerminalScreen {
  private let output: PlaceholderViewModel.Output
  private let viewModel: PlaceholderViewModel

  init(viewModel: PlaceholderViewModel) {
    self.viewModel = viewModel
    output = viewModel.transform(.init())
  }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    buffer.write(output.message, in: rect.inset(top: 1, left: 2).line(0), style: .secondary)
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool { false }
}
