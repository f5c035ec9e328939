import CairnPresentation
import CairnTerminal
import DimoDomain
import DimoPresentation

/// 비밀번호 변경: the three fields (dots), the rule's hint, the line under them, "변경하기"; or,
/// for an account of a social login, only the sentence that it has no password.
@MainActor
final class EditPasswordScreen: TerminalScreen {
  private let viewDidLoad = PublishRelay<Void>()
  private let current = PublishRelay<String>()
  private let new = PublishRelay<String>()
  private let again = PublishRelay<String>()
  private let change = PublishRelay<Void>()
  private let output: EditPasswordViewModel.Output
  private let viewModel: EditPasswordViewModel
  private var form = FormState()
  private var width = 60
  private var subscriptions: [Subscription] = []

  init(viewModel: EditPasswordViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, current: current.signal, new: new.signal,
        again: again.signal, changeTapped: change.signal))
    let limit = DimoRules.passwordLength.upperBound
    form.addField("current", placeholder: DimoStrings.currentPasswordPlaceholder, limit: limit)
    form.addField("new", placeholder: DimoStrings.newPasswordPlaceholder, limit: limit)
    form.addField("again", placeholder: DimoStrings.newPasswordAgainPlaceholder, limit: limit)
    subscriptions.append(
      output.state.changes.observe { [weak context] _ in context?.setNeedsDisplay() })
    subscriptions.append(
      output.toast.observe { [weak context] in context?.showToast($0, kind: .info) })
    viewDidLoad.send()
  }

  var isTypingText: Bool { form.isTypingText }

  var keyHints: [KeyHint] {
    [KeyHint("Tab", DimoStrings.keyNextField), KeyHint("Enter", DimoStrings.keyPress)]
  }

  var isBusy: Bool { output.state.value.isSocial.isLoading || output.state.value.isSending }

  private func rows(context: any TerminalContext) -> [FormRow] {
    let state = output.state.value
    if let loading = FormRow.loading(state.isSocial, context: context, width: width) {
      return loading
    }
    if state.isSocial.value == true {
      return FormRow.wrapped(DimoStrings.socialPasswordText, width: width, .secondary)
    }
    var rows: [FormRow] = [.field("current", isSecure: true)]
    // A wrong current password is said under its own field, not under the new ones.
    if let wrong = state.currentError { rows += FormRow.wrapped(wrong, width: width, .danger) }
    rows += [
      .blank, .field("new", isSecure: true),
      .text(
        DimoStrings.passwordHint, state.isRuleMet || state.new.isEmpty ? .secondary : .danger),
      .field("again", isSecure: true),
    ]
    if let message = state.message { rows += FormRow.wrapped(message, width: width, .danger) }
    rows += [
      .blank, .button("change", title: DimoStrings.change, isEnabled: state.isChangeEnabled),
    ]
    return rows
  }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    let body = rect.inset(top: 1, left: 2, right: 2)
    width = body.width
    form.draw(rows(context: context), into: &buffer, in: body)
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    if key == .char("r"), output.state.value.isSocial.failure != nil {
      viewDidLoad.send()
      return true
    }
    guard let event = form.handle(key, rows: rows(context: context)) else { return false }
    switch event {
    case .changed("current", let text): current.send(text)
    case .changed("new", let text): new.send(text)
    case .changed("again", let text): again.send(text)
    case .pressed("change"): change.send()
    default: break
    }
    context.setNeedsDisplay()
    return true
  }
}
