import CairnPresentation
import CairnTerminal
import DimoDomain
import DimoPresentation

/// The report screen: the headline and its explanation, the seven reasons (Up/Down and Enter
/// choose one), the free text for 기타 (Tab moves to it; at most 100 characters), Ctrl-S 신고하기.
@MainActor
final class ReportScreen: TerminalScreen {
  private let reason = PublishRelay<ReportReason>()
  private let text = PublishRelay<String>()
  private let submit = PublishRelay<Void>()
  private let output: ReportViewModel.Output
  private let viewModel: ReportViewModel
  private var cursor = 0
  private var area = TextArea(
    placeholder: DimoStrings.reportPlaceholder, characterLimit: ReportViewModel.textLimit)
  private var isTextFocused = false
  private var subscriptions: [Subscription] = []

  init(viewModel: ReportViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(reasonSelected: reason.signal, text: text.signal, submitTapped: submit.signal))
    let redraw: @MainActor (Any) -> Void = { [weak context] _ in context?.setNeedsDisplay() }
    subscriptions.append(output.selected.changes.observe(redraw))
    subscriptions.append(output.isSubmitEnabled.changes.observe(redraw))
    subscriptions.append(
      output.message.observe { [weak context] in context?.showToast($0, kind: .error) })
  }

  var keyHints: [KeyHint] {
    [
      KeyHint("Enter", DimoHomeKeys.open), KeyHint("Tab", DimoHomeKeys.focus),
      KeyHint("^S", DimoStrings.report),
    ]
  }

  var barButton: BarButton? { BarButton(DimoStrings.report, key: "^S") }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    let body = rect.inset(top: 1, left: 2, right: 2)
    var row = body.row
    buffer.write(DimoStrings.reportHeadline, at: row, col: body.col, style: .title)
    row += 1
    for line in DimoStrings.reportExplanation.wrapped(to: max(1, body.width)) {
      buffer.write(line, at: row, col: body.col, style: .secondary)
      row += 1
    }
    row += 1
    for (index, reason) in output.reasons.enumerated() {
      let mark = output.selected.value == reason ? "(●)" : "( )"
      let style: Style = !isTextFocused && index == cursor ? .selected : .normal
      buffer.write(
        "\(mark) \(DimoStrings.reportReason(reason))", at: row, col: body.col, style: style)
      row += 1
    }
    row += 1
    let box = Rect(row: row, col: body.col, width: body.width, height: 5)
    Box(title: DimoStrings.reportLimit).draw(into: &buffer, in: box)
    area.draw(into: &buffer, in: Box.contentRect(of: box), isFocused: isTextFocused)
    buffer.write(
      "[\(DimoStrings.report)] ^S", at: row + 6, col: body.col,
      style: output.isSubmitEnabled.value ? .accent : .secondary)
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    switch key {
    case .ctrl("s"): submit.send()
    case .tab, .backTab: isTextFocused.toggle()
    default:
      if isTextFocused {
        guard area.handle(key) else { return false }
        text.send(area.text)
      } else {
        switch key {
        case .up, .char("k"): cursor = max(0, cursor - 1)
        case .down, .char("j"): cursor = min(output.reasons.count - 1, cursor + 1)
        case .enter, .char(" "): reason.send(output.reasons[cursor])
        default: return false
        }
      }
    }
    context.setNeedsDisplay()
    return true
  }
}
