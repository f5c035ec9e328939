import CairnPresentation
import CairnTerminal
import DimoDomain
import DimoPresentation

/// SignupIdentification, FindID and FindPW: 이름, 아이디 (FindPW), 통신사 (Enter opens the
/// picker), 전화 번호, "인증요청", then 인증 번호 with the countdown and its error line, and "다음".
@MainActor
final class IdentificationScreen: TerminalScreen {
  private let name = PublishRelay<String>()
  private let userID = PublishRelay<String>()
  private let agency = PublishRelay<Void>()
  private let phone = PublishRelay<String>()
  private let request = PublishRelay<Void>()
  private let code = PublishRelay<String>()
  private let next = PublishRelay<Void>()
  private let output: IdentificationViewModel.Output
  private let viewModel: IdentificationViewModel
  private var form = FormState()
  private var subscriptions: [Subscription] = []

  init(viewModel: IdentificationViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(
        name: name.signal, userID: userID.signal, agencyTapped: agency.signal,
        phoneNumber: phone.signal,
        requestCodeTapped: request.signal, code: code.signal, nextTapped: next.signal))
    form.addField(
      "name", placeholder: DimoStrings.namePlaceholder, limit: DimoRules.nameLength.upperBound)
    form.addField(
      "id", placeholder: DimoStrings.userIDPlaceholder, limit: DimoRules.userIDLength.upperBound)
    form.addField("phone", placeholder: DimoStrings.phonePlaceholder, limit: 13)
    form.addField("code", placeholder: DimoStrings.codePlaceholder, limit: DimoRules.smsCodeLength)
    subscriptions.append(
      output.toast.observe { [weak context] in context?.showToast($0, kind: .info) })
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
    let title =
      switch viewModel.purpose {
      case .signUp: DimoStrings.identificationTitle
      case .findUserID: DimoStrings.findUserIDTitle
      case .findPassword: DimoStrings.findPasswordTitle
      }
    var rows: [FormRow] = [.text(title, .title), .blank, .field("name")]
    if state.needsUserID { rows.append(.field("id")) }
    rows += [
      .button("agency", title: state.agency ?? "\(DimoStrings.agencyPlaceholder) ▾"),
      .field("phone"),
      .button("request", title: DimoStrings.requestCode, isEnabled: state.isRequestEnabled),
    ]
    if state.isCodeSent {
      rows += [.blank, .field("code"), .text(state.countdown ?? "", .accent)]
      if let error = state.codeError { rows.append(.text(error, .danger)) }
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
    case .changed("name", let text): name.send(text)
    case .changed("id", let text): userID.send(text)
    case .changed("phone", let text):
      phone.send(text)
      form.setText("phone", output.state.value.phoneNumber)
    case .changed("code", let text): code.send(text)
    case .pressed("agency"): agency.send()
    case .pressed("request"): request.send()
    case .pressed("next"): next.send()
    default: break
    }
    context.setNeedsDisplay()
    return true
  }
}
