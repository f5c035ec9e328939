import CairnPresentation
import CairnTerminal
import DimoPresentation

/// LoginStart: the social buttons dimmed with their reason, "DIMO 아이디로 로그인" and
/// "회원가입"; the notice (a session that ended) as a toast on arrival.
@MainActor
final class LoginStartScreen: TerminalScreen {
  private let dimoLogin = PublishRelay<Void>()
  private let signUp = PublishRelay<Void>()
  private let output: LoginStartViewModel.Output
  private let viewModel: LoginStartViewModel
  private var form = FormState()

  init(viewModel: LoginStartViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(dimoLoginTapped: dimoLogin.signal, signUpTapped: signUp.signal))
    if let notice = output.notice { context.showToast(notice, kind: .info) }
  }

  var keyHints: [KeyHint] { [KeyHint("Enter", DimoStrings.keyPress)] }

  private var rows: [FormRow] {
    [.text(DimoStrings.loginStartHeadline, .title), .blank]
      + output.socialButtons.map { .button($0, title: $0, isEnabled: false) }
      + [
        .text(output.socialReason, .secondary), .blank,
        .button("login", title: DimoStrings.dimoLogin),
        .button("signup", title: DimoStrings.signUp),
      ]
  }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    form.draw(rows, into: &buffer, in: rect.inset(top: 1, left: 2, right: 2))
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    guard let event = form.handle(key, rows: rows) else { return false }
    switch event {
    case .pressed("login"): dimoLogin.send()
    case .pressed("signup"): signUp.send()
    default: break
    }
    context.setNeedsDisplay()
    return true
  }
}
