import CairnPresentation
import CairnTerminal
import DimoPresentation

/// The Setting list: "로그아웃" (Enter), and the line about part 2.
@MainActor
final class SettingScreen: TerminalScreen {
  private let logOut = PublishRelay<Void>()
  private let output: SettingViewModel.Output
  private let viewModel: SettingViewModel

  init(viewModel: SettingViewModel) {
    self.viewModel = viewModel
    output = viewModel.transform(.init(logOutTapped: logOut.signal))
  }

  var keyHints: [KeyHint] { [KeyHint("Enter", DimoStrings.logOut)] }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    let body = rect.inset(top: 1, left: 2, right: 2)
    guard body.height >= 3 else { return }
    buffer.write("▸ \(output.items.first ?? "")", in: body.line(0), style: .selected)
    buffer.write(output.note, in: body.line(2), style: .secondary)
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    guard key == .enter else { return false }
    logOut.send()
    return true
  }
}
