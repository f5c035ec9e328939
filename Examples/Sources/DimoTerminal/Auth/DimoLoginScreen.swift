import CairnPresentation
import CairnTerminal
import DimoDomain
import DimoPresentation

/// DimoLogin: the headline, "아이디" and "비밀번호" (dots), "로그인", and the links to FindID,
/// FindPW and the sign-up.
@MainActor
final class DimoLoginScreen: TerminalScreen {
  private let userID = PublishRelay<String>()
  private let password = PublishRelay<String>()
  private let login = PublishRelay<Void>()
  private let findUserID = PublishRelay<Void>()
  private let findPassword = PublishRelay<Void>()
  private let signUp = PublishRelay<Void>()
  private let output: DimoLoginViewModel.Output
  private let viewModel: DimoLoginViewModel
  private var form = FormState()
  private var subscriptions: [Subscription] = []

  init(viewModel: DimoLoginViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(
        userID: userID.signal, password: password.signal, loginTapped: login.signal,
        findUserIDTapped: findUserID.signal, findPasswordTapped: findPassword.signal,
        signUpTapped: signUp.signal))
    form.addField(
      "id", placeholder: DimoStrings.userIDPlaceholder, limit: DimoRules.userIDLength.upperBound)
    form.addField(
      "password", placeholder: DimoStrings.passwordPlaceholder,
      limit: DimoRules.passwordLength.upperBound)
    subscriptions.append(
      output.toast.observe { [weak context] in context?.showToast($0, kind: .error) })
    let redraw: @MainActor (Bool) -> Void = { [weak context] _ in context?.setNeedsDisplay() }
    subscriptions.append(output.isLoginEnabled.changes.observe(redraw))
    subscriptions.append(output.isLoading.changes.observe(redraw))
  }

  var isTypingText: Bool { form.isTypingText }

  var keyHints: [KeyHint] {
    [KeyHint("Tab", DimoStrings.keyNextField), KeyHint("Enter", DimoStrings.keyPress)]
  }

  var isBusy: Bool { output.isLoading.value }

  private var rows: [FormRow] {
    [
      .text(DimoStrings.loginHeadline, .title), .blank,
      .field("id"), .field("password", isSecure: true), .blank,
      .button("login", title: DimoStrings.logIn, isEnabled: output.isLoginEnabled.value),
      .blank,
      .button("findID", title: DimoStrings.findUserID),
      .button("findPW", title: DimoStrings.findPassword),
      .button("signup", title: DimoStrings.firstTime),
    ]
  }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    form.draw(rows, into: &buffer, in: rect.inset(top: 1, left: 2, right: 2))
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    guard let event = form.handle(key, rows: rows) else { return false }
    switch event {
    case .changed("id", let text): userID.send(text)
    case .changed("password", let text): password.send(text)
    case .pressed("login"): login.send()
    case .pressed("findID"): findUserID.send()
    case .pressed("findPW"): findPassword.send()
    case .pressed("signup"): signUp.send()
    default: break
    }
    context.setNeedsDisplay()
    return true
  }
}
