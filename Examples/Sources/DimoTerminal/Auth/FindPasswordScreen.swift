import CairnPresentation
import CairnTerminal
import DimoDomain
import DimoPresentation

/// FindPW: 이름, 아이디, 통신사 (a picker), 전화 번호 and "다음".
@MainActor
final class FindPasswordScreen: TerminalScreen {
  private let name = PublishRelay<String>()
  private let userID = PublishRelay<String>()
  private let agency = PublishRelay<Void>()
  private let phone = PublishRelay<String>()
  private let next = PublishRelay<Void>()
  private let output: FindPasswordViewModel.Output
  private let viewModel: FindPasswordViewModel
  private var form = FormState()
  private var subscriptions: [Subscription] = []

  init(viewModel: FindPasswordViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(
        name: name.signal, userID: userID.signal, agencyTapped: agency.signal,
        phoneNumber: phone.signal, nextTapped: next.signal))
    form.addField(
      "name", placeholder: DimoStrings.namePlaceholder, limit: DimoRules.nameLength.upperBound)
    form.addField(
      "id", placeholder: DimoStrings.userIDPlaceholder, limit: DimoRules.userIDLength.upperBound)
    form.addField("phone", placeholder: DimoStrings.phonePlaceholder, limit: 13)
    subscriptions.append(
      output.toast.observe { [weak context] in context?.showToast($0, kind: .error) })
    subscriptions.append(
      output.state.changes.observe { [weak context] _ in context?.setNeedsDisplay() })
  }

  var keyHints: [KeyHint] {
    [KeyHint("Tab", DimoStrings.keyNextField), KeyHint("Enter", DimoStrings.keyPress)]
  }

  var isBusy: Bool { output.state.value.isLoading }

  private var rows: [FormRow] {
    let state = output.state.value
    return [
      .text(DimoStrings.findPasswordTitle, .title), .blank, .field("name"), .field("id"),
      .button("agency", title: state.agency ?? "\(DimoStrings.agencyPlaceholder) ▾"),
      .field("phone"), .blank,
      .button("next", title: DimoStrings.next, isEnabled: state.isNextEnabled),
    ]
  }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    form.draw(rows, into: &buffer, in: rect.inset(top: 1, left: 2, right: 2))
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    guard let event = form.handle(key, rows: rows) else { return false }
    switch event {
    case .changed("name", let text): name.send(text)
    case .changed("id", let text): userID.send(text)
    case .changed("phone", let text):
      phone.send(text)
      form.setText("phone", output.state.value.phoneNumber)
    case .pressed("agency"): agency.send()
    case .pressed("next"): next.send()
    default: break
    }
    context.setNeedsDisplay()
    return true
  }
}
