import CairnTerminal
import DimoPresentation

/// Home's stand-in: one line.
@MainActor
final class DimoHomeScreen: TerminalScreen {
  private let output: DimoHomeViewModel.Output
  private let viewModel: DimoHomeViewModel

  init(viewModel: DimoHomeViewModel) {
    self.viewModel = viewModel
    output = viewModel.transform(.init())
  }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    buffer.write(output.message.value, in: rect.inset(top: 1, left: 2).line(0), style: .title)
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool { false }
}
