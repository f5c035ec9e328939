import CairnPresentation
import CairnTerminal
import DimoDomain
import DimoPresentation

/// IDRegister: the id, "중복확인" and its answer, "다음".
@MainActor
final class IDRegisterScreen: TerminalScreen {
  private let userID = PublishRelay<String>()
  private let check = PublishRelay<Void>()
  private let next = PublishRelay<Void>()
  private let output: IDRegisterViewModel.Output
  private let viewModel: IDRegisterViewModel
  private var form = FormState()
  private var subscriptions: [Subscription] = []

  init(viewModel: IDRegisterViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(userID: userID.signal, checkTapped: check.signal, nextTapped: next.signal))
    form.addField(
      "id", placeholder: DimoStrings.newUserIDPlaceholder,
      limit: DimoRules.userIDLength.upperBound)
    subscriptions.append(
      output.state.changes.observe { [weak context] _ in context?.setNeedsDisplay() })
  }

  var isTypingText: Bool { form.isTypingText }

  var keyHints: [KeyHint] {
    [KeyHint("Tab", DimoStrings.keyNextField), KeyHint("Enter", DimoStrings.keyPress)]
  }

  var isBusy: Bool { output.state.value.isLoading }

  private var rows: [FormRow] {
    let state = output.state.value
    var rows: [FormRow] = [
      .text(DimoStrings.newUserIDPlaceholder, .title), .blank, .field("id"),
      .button("check", title: DimoStrings.checkDuplicate),
    ]
    if let message = state.message {
      rows.append(.text(message, state.isMessageError ? .danger : .success))
    }
    rows += [.blank, .button("next", title: DimoStrings.next, isEnabled: state.isNextEnabled)]
    return rows
  }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    form.draw(rows, into: &buffer, in: rect.inset(top: 1, left: 2, right: 2))
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    guard let event = form.handle(key, rows: rows) else { return false }
    switch event {
    case .changed("id", let text): userID.send(text)
    case .pressed("check"): check.send()
    case .pressed("next"): next.send()
    default: break
    }
    context.setNeedsDisplay()
    return true
  }
}
