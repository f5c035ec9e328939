import CairnPresentation
import CairnTerminal
import DimoDomain
import DimoPresentation

/// 회원탈퇴: "정말 떠나시나요?", the explanation, the six reasons (Up/Down and Enter choose one),
/// the text (Tab moves to it; at most 100 characters, counted), and "탈퇴하기" (Ctrl-S, or Enter
/// on it), which asks to confirm.
@MainActor
final class WithdrawScreen: TerminalScreen {
  private let reason = PublishRelay<WithdrawReason>()
  private let text = PublishRelay<String>()
  private let withdraw = PublishRelay<Void>()
  private let output: WithdrawViewModel.Output
  private let viewModel: WithdrawViewModel
  /// The reasons, then the button.
  private var cursor = 0
  private var area = TextArea(
    placeholder: DimoStrings.withdrawTextPlaceholder,
    characterLimit: DimoRules.withdrawTextLength.upperBound)
  private var isTextFocused = false
  private var subscriptions: [Subscription] = []

  init(viewModel: WithdrawViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(reasonSelected: reason.signal, text: text.signal, withdrawTapped: withdraw.signal))
    subscriptions.append(
      output.state.changes.observe { [weak context] _ in context?.setNeedsDisplay() })
    subscriptions.append(
      output.toast.observe { [weak context] in context?.showToast($0, kind: .error) })
  }

  var keyHints: [KeyHint] {
    [
      KeyHint("Enter", DimoStrings.keyChoose), KeyHint("Tab", DimoStrings.keyNextField),
      KeyHint("^S", DimoStrings.withdraw),
    ]
  }

  var isBusy: Bool { output.state.value.isSending }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    let state = output.state.value
    let body = rect.inset(top: 1, left: 2, right: 2)
    var row = body.row
    buffer.write(DimoStrings.withdrawHeadline, at: row, col: body.col, style: .title)
    row += 1
    for line in DimoStrings.withdrawExplanation.wrapped(to: max(1, body.width)) {
      buffer.write(line, at: row, col: body.col, style: .secondary)
      row += 1
    }
    row += 1
    for (index, reason) in output.reasons.enumerated() {
      let mark = state.reason == reason ? "(●)" : "( )"
      let style: Style = !isTextFocused && index == cursor ? .selected : .normal
      buffer.write(
        "\(mark) \(DimoStrings.withdrawReason(reason))", at: row, col: body.col, style: style)
      row += 1
    }
    row += 1
    let box = Rect(row: row, col: body.col, width: body.width, height: 5)
    Box(title: DimoStrings.withdrawTextLimit).draw(into: &buffer, in: box)
    // The text area counts its own characters, red at the limit: no second count under it.
    area.draw(into: &buffer, in: Box.contentRect(of: box), isFocused: isTextFocused)
    let isButtonFocused = !isTextFocused && cursor == output.reasons.count
    buffer.write(
      "[ \(DimoStrings.withdraw) ] ^S", at: row + 5, col: body.col,
      style: !state.isWithdrawEnabled ? .secondary : isButtonFocused ? .selected : .accent)
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    switch key {
    case .ctrl("s"): withdraw.send()
    case .tab, .backTab: isTextFocused.toggle()
    default:
      if isTextFocused {
        guard area.handle(key) else { return false }
        text.send(area.text)
      } else {
        switch key {
        case .up, .char("k"): cursor = max(0, cursor - 1)
        case .down, .char("j"): cursor = min(output.reasons.count, cursor + 1)
        case .enter, .char(" "):
          if output.reasons.indices.contains(cursor) {
            reason.send(output.reasons[cursor])
          } else {
            withdraw.send()
          }
        default: return false
        }
      }
    }
    context.setNeedsDisplay()
    return true
  }
}
