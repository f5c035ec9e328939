import BookKittyPresentation
import CairnPresentation
import CairnWeb

/// Asking in the browser: the two-line title, the question's box with its counter (red at the
/// limit), the rule and the examples, and the button, enabled once the question is long enough;
/// it, the bar's button or Ctrl-S submit (Enter in the box is a new line).
@MainActor
final class NewQuestionWebScreen: WebScreen {
  private let text = PublishRelay<String>()
  private let submit = PublishRelay<Void>()
  private let output: NewQuestionViewModel.Output
  private var subscriptions: [Subscription] = []

  init(viewModel: NewQuestionViewModel, context: any WebContext) {
    output = viewModel.transform(.init(text: text.signal, submitTapped: submit.signal))
    let render: @MainActor (Any) -> Void = { [weak context] _ in context?.setNeedsRender() }
    subscriptions.append(output.counter.changes.observe(render))
    subscriptions.append(output.isSubmitEnabled.changes.observe(render))
    subscriptions.append(
      output.message.observe { [weak context] in context?.showToast($0, kind: .error) })
  }

  var barButton: WebBarButton? {
    WebBarButton(
      BookKittyStrings.submitQuestion, action: BookKittyAction.submit.rawValue, keyHint: "Ctrl-S")
  }

  var keyHints: [WebKeyHint] { [WebKeyHint("Ctrl-S", BookKittyStrings.submitQuestion)] }

  func body(in context: any WebContext) -> Node {
    let isAtLimit = output.isCounterAtLimit.value
    return Node.element(
      .form, [.class("question-form"), .on(.submit, BookKittyAction.submit.rawValue)]
    ) {
      Node.heading(2, .class("question-title")) {
        Node.text(BookKittyStrings.newQuestionTitle1)
        Node.element(.br)
        Node.text(BookKittyStrings.newQuestionTitle2)
      }
      Node.div(.class("field")) {
        Node.element(
          .textarea,
          [
            .id("question-text"), .name("question"), .rows(5),
            .aria("label", BookKittyStrings.questionPlaceholder),
            .placeholder(BookKittyStrings.questionPlaceholder),
            .on(.input, BookKittyAction.text.rawValue),
          ]
        ) {}
        Node.span(
          .classes(["counter", isAtLimit ? "danger" : "secondary"]), .aria("live", "polite")
        ) {
          Node.text(output.counter.value)
        }
      }
      Node.p(.classes(["question-rule", "secondary"])) {
        Node.text(BookKittyStrings.questionCaption)
      }
      Node.p(.classes(["question-examples", "secondary"])) {
        Node.text(BookKittyStrings.questionExamples)
      }
      Node.element(
        .button,
        [.type("submit"), .class("primary-button")]
          + Attribute.when(!output.isSubmitEnabled.value, .disabled)
      ) { Node.text(BookKittyStrings.submitQuestion) }
    }
  }

  func handle(_ event: WebEvent, context: any WebContext) -> Bool {
    switch BookKittyAction(rawValue: event.action) {
    case .text: text.send(event.fieldValue ?? "")
    case .submit:
      // A submit carries the box: take it first, then press the button.
      if let question = event.fields["question"] { text.send(question) }
      submit.send()
    default: return false
    }
    return true
  }

  func handle(key: WebKey, context: any WebContext) -> Bool {
    guard key.isControl, key.name == "s" else { return false }
    submit.send()
    return true
  }
}
