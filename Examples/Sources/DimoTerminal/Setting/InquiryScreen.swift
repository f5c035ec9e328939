import CairnPresentation
import CairnTerminal
import DimoDomain
import DimoPresentation

/// 1:1 문의: the explanation, the categories as buttons, the text with its count, "문의하기",
/// then the inquiries sent so far (a spinner while they load).
@MainActor
final class InquiryScreen: TerminalScreen {
  private let viewDidLoad = PublishRelay<Void>()
  private let category = PublishRelay<InquiryCategory>()
  private let text = PublishRelay<String>()
  private let send = PublishRelay<Void>()
  private let output: InquiryViewModel.Output
  private let viewModel: InquiryViewModel
  private var form = FormState()
  private var width = 60
  private var subscriptions: [Subscription] = []

  init(viewModel: InquiryViewModel, context: any TerminalContext) {
    self.viewModel = viewModel
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, categorySelected: category.signal, text: text.signal,
        sendTapped: send.signal))
    form.addField(
      "text", placeholder: DimoStrings.inquiryPlaceholder,
      limit: DimoRules.inquiryLength.upperBound)
    subscriptions.append(
      output.state.changes.observe { [weak self, weak context] state in
        // A sent inquiry empties the field.
        if state.text.isEmpty, self?.form.text("text").isEmpty == false {
          self?.form.setText("text", "")
        }
        context?.setNeedsDisplay()
      })
    subscriptions.append(
      output.toast.observe { [weak context] in context?.showToast($0, kind: .info) })
    viewDidLoad.send()
  }

  var isTypingText: Bool { form.isTypingText }

  var keyHints: [KeyHint] {
    [KeyHint("Tab", DimoStrings.keyNextField), KeyHint("Enter", DimoStrings.keyPress)]
  }

  var isBusy: Bool { output.state.value.isSending || output.state.value.sent.isLoading }

  private func rows(context: any TerminalContext) -> [FormRow] {
    let state = output.state.value
    var rows = FormRow.wrapped(DimoStrings.inquiryExplanation, width: width, .secondary)
    rows.append(.blank)
    for choice in output.categories {
      let mark = state.category == choice ? "●" : "○"
      rows.append(
        .button(choice.rawValue, title: "\(mark) \(DimoStrings.inquiryCategory(choice))"))
    }
    rows += [
      // The field counts its own characters ("12/1000"): no second count under it.
      .blank, .field("text"),
      .button("send", title: DimoStrings.sendInquiry, isEnabled: state.isSendEnabled), .blank,
      .text(DimoStrings.myInquiries, .title),
    ]
    if let loading = FormRow.loading(state.sent, context: context, width: width) {
      return rows + loading
    }
    for inquiry in state.sent.value ?? [] {
      rows.append(.text(DimoStrings.inquiryHeader(inquiry), .secondary))
      rows += FormRow.wrapped(inquiry.text, width: width)
    }
    return rows
  }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    let body = rect.inset(top: 1, left: 2, right: 2)
    width = body.width
    form.draw(rows(context: context), into: &buffer, in: body)
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    guard let event = form.handle(key, rows: rows(context: context)) else { return false }
    switch event {
    case .changed("text", let value): text.send(value)
    case .pressed("send"): send.send()
    case .pressed(let id): if let choice = InquiryCategory(rawValue: id) { category.send(choice) }
    default: break
    }
    context.setNeedsDisplay()
    return true
  }
}
