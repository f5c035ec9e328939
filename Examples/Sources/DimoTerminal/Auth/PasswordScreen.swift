import CairnPresentation
import CairnTerminal
import DimoDomain
import DimoPresentation

/// Password: the password and its confirmation (dots), the rule's hint, the mismatch line, "다음".
@MainActor
final class PasswordScreen: TerminalScreen {
  private let password = PublishRelay<String>()
  private let confirmation = PublishRelay<String>()
  private let next = PublishRelay<Void>()
  private let output: PasswordViewModel.Output
  private let viewModel: PasswordViewModel
  private var form = FormState()

  init(viewModel: PasswordViewModel) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(
        password: password.signal, confirmation: confirmation.signal, nextTapped: next.signal))
    let limit = DimoRules.passwordLength.upperBound
    form.addField("password", placeholder: DimoStrings.passwordPlaceholder, limit: limit)
    form.addField("again", placeholder: DimoStrings.passwordAgainPlaceholder, limit: limit)
  }

  var isTypingText: Bool { form.isTypingText }

  var keyHints: [KeyHint] {
    [KeyHint("Tab", DimoStrings.keyNextField), KeyHint("Enter", DimoStrings.keyPress)]
  }

  private var rows: [FormRow] {
    let state = output.state.value
    var rows: [FormRow] = [
      .text(DimoStrings.passwordTitle, .title), .blank, .field("password", isSecure: true),
      .text(
        DimoStrings.passwordHint, state.isValid || state.password.isEmpty ? .secondary : .danger),
      .field("again", isSecure: true),
    ]
    if state.isMismatch { rows.append(.text(DimoStrings.passwordMismatch, .danger)) }
    rows += [.blank, .button("next", title: DimoStrings.next, isEnabled: state.isNextEnabled)]
    return rows
  }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    form.draw(rows, into: &buffer, in: rect.inset(top: 1, left: 2, right: 2))
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    guard let event = form.handle(key, rows: rows) else { return false }
    switch event {
    case .changed("password", let text): password.send(text)
    case .changed("again", let text): confirmation.send(text)
    case .pressed("next"): next.send()
    default: break
    }
    context.setNeedsDisplay()
    return true
  }
}
