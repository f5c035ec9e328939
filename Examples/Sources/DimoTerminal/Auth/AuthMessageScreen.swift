import CairnPresentation
import CairnTerminal
import DimoPresentation

/// JoinComplete, NotificationID and SendMessage: the message and the buttons.
@MainActor
final class AuthMessageScreen: TerminalScreen {
  private let chosen = PublishRelay<AuthMessageAction>()
  private let output: AuthMessageViewModel.Output
  private let viewModel: AuthMessageViewModel
  private var form = FormState()

  init(viewModel: AuthMessageViewModel) {
    self.viewModel = viewModel
    output = viewModel.transform(.init(chosen: chosen.signal))
  }

  var keyHints: [KeyHint] { [KeyHint("Enter", DimoStrings.keyPress)] }

  private var rows: [FormRow] {
    [.text(output.message, .title), .blank]
      + output.buttons.enumerated().map { .button("\($0.offset)", title: $0.element.title) }
  }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    form.draw(rows, into: &buffer, in: rect.inset(top: 1, left: 2, right: 2))
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    guard let event = form.handle(key, rows: rows) else { return false }
    if case .pressed(let id) = event, let index = Int(id), output.buttons.indices.contains(index) {
      chosen.send(output.buttons[index].action)
    }
    context.setNeedsDisplay()
    return true
  }
}
