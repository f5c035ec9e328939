import CairnPresentation
import CairnTerminal
import DimoDomain
import DimoPresentation

/// 닉네임 변경: "마지막 변경일 : …", the field (gone, with the server's sentence, within 30 days
/// of the last change), its line, the caption and "변경하기"; `r` retries a failed load.
@MainActor
final class EditNicknameScreen: TerminalScreen {
  private let viewDidLoad = PublishRelay<Void>()
  private let nickname = PublishRelay<String>()
  private let change = PublishRelay<Void>()
  private let output: EditNicknameViewModel.Output
  private let viewModel: EditNicknameViewModel
  private var form = FormState()
  private var width = 60
  private var subscriptions: [Subscription] = []

  init(viewModel: EditNicknameViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, nickname: nickname.signal, changeTapped: change.signal))
    form.addField(
      "nickname", placeholder: DimoStrings.newNicknamePlaceholder,
      limit: DimoRules.nicknameLength.upperBound)
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

  var isBusy: Bool { output.state.value.account.isLoading || output.state.value.isSending }

  private func rows(context: any TerminalContext) -> [FormRow] {
    let state = output.state.value
    if let loading = FormRow.loading(state.account, context: context, width: width) {
      return loading
    }
    var rows: [FormRow] = [
      .text(DimoStrings.nicknameLastChange(state.lastChange), .secondary), .blank,
    ]
    if let lock = state.lockMessage {
      rows += FormRow.wrapped(lock, width: width, .danger)
    } else {
      rows.append(.field("nickname"))
      if let message = state.message {
        rows += FormRow.wrapped(message.text, width: width, message.isError ? .danger : .success)
      }
    }
    rows += [
      .text(DimoStrings.nicknameOncePerMonth, .secondary), .blank,
      .button("change", title: DimoStrings.change, isEnabled: state.isChangeEnabled),
    ]
    return rows
  }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    let body = rect.inset(top: 1, left: 2, right: 2)
    width = body.width
    form.draw(rows(context: context), into: &buffer, in: body)
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    if key == .char("r"), output.state.value.account.failure != nil {
      viewDidLoad.send()
      return true
    }
    guard let event = form.handle(key, rows: rows(context: context)) else { return false }
    switch event {
    case .changed("nickname", let text): nickname.send(text)
    case .pressed("change"): change.send()
    default: break
    }
    context.setNeedsDisplay()
    return true
  }
}
