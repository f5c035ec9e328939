import CairnPresentation
import CairnTerminal
import DimoPresentation

/// TermsOfUse: "전체 동의하기", the four items as check boxes (Enter toggles), "보기 ›" under
/// the service terms and the privacy consent (Enter shows the whole text) and "동의하고
/// 계속하기", enabled once the required items are agreed.
@MainActor
final class TermsScreen: TerminalScreen {
  private let toggled = PublishRelay<TermItem>()
  private let all = PublishRelay<Void>()
  private let proceed = PublishRelay<Void>()
  private let read = PublishRelay<TermItem>()
  private let output: TermsViewModel.Output
  private let viewModel: TermsViewModel
  private var form = FormState()

  init(viewModel: TermsViewModel) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(
        toggled: toggled.signal, allToggled: all.signal, continueTapped: proceed.signal,
        readTapped: read.signal))
  }

  var keyHints: [KeyHint] { [KeyHint("Enter", DimoStrings.keyPress)] }

  private var rows: [FormRow] {
    let agreed = output.agreed.value
    func box(_ isOn: Bool) -> String { isOn ? "[✓]" : "[ ]" }
    return [.text(DimoStrings.termsTitle, .title), .blank]
      + [.button("all", title: "\(box(output.isAllAgreed.value)) \(DimoStrings.agreeAll)"), .blank]
      + TermItem.allCases.flatMap { item -> [FormRow] in
        let row = FormRow.button("\(item)", title: "\(box(agreed.contains(item))) \(item.title)")
        guard item.text != nil else { return [row] }
        return [row, .button("read-\(item)", title: "    \(DimoStrings.readTerm)")]
      }
      + [
        .blank,
        .button(
          "continue", title: DimoStrings.agreeAndContinue,
          isEnabled: output.isContinueEnabled.value),
      ]
  }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    form.draw(rows, into: &buffer, in: rect.inset(top: 1, left: 2, right: 2))
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    guard let event = form.handle(key, rows: rows) else { return false }
    switch event {
    case .pressed("all"): all.send()
    case .pressed("continue"): proceed.send()
    case .pressed(let id):
      if let item = TermItem.allCases.first(where: { "read-\($0)" == id }) { read.send(item) }
      if let item = TermItem.allCases.first(where: { "\($0)" == id }) { toggled.send(item) }
    default: break
    }
    context.setNeedsDisplay()
    return true
  }
}
