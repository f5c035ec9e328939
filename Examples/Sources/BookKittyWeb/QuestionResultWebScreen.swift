import BookKittyDomain
import BookKittyPresentation
import CairnPresentation
import CairnWeb

/// The answer in the browser: the question, then while it is worked out the step it is at (the
/// model, then each book's search) beside a spinner; then the carousel of recommended books
/// (one at a time, ‹ and › or ←/→, "2 / 3"), each opening its detail, and why they were picked;
/// the button at the bottom (and Ctrl-S) closes it. A failure says what went wrong.
@MainActor
final class QuestionResultWebScreen: WebScreen {
  private let viewDidLoad = PublishRelay<Void>()
  private let select = PublishRelay<ISBN>()
  private let done = PublishRelay<Void>()
  private let output: QuestionResultViewModel.Output
  private var page = 0
  private var subscriptions: [Subscription] = []

  init(viewModel: QuestionResultViewModel, context: any WebContext) {
    output = viewModel.transform(
      .init(viewDidLoad: viewDidLoad.signal, bookSelected: select.signal, doneTapped: done.signal))
    let render: @MainActor (Any) -> Void = { [weak context] _ in context?.setNeedsRender() }
    subscriptions.append(output.state.changes.observe(render))
    subscriptions.append(output.covers.changes.observe(render))
    viewDidLoad.send()
  }

  var barButton: WebBarButton? {
    output.state.value.content == nil
      ? nil
      : WebBarButton(
        BookKittyStrings.keyDone, action: BookKittyAction.done.rawValue, keyHint: "Ctrl-S")
  }

  var isBusy: Bool {
    if case .loading = output.state.value { return true }
    return false
  }

  var busyMessage: String? {
    if case .loading(let step) = output.state.value { return step }
    return nil
  }

  var keyHints: [WebKeyHint] {
    guard output.state.value.content != nil else { return [] }
    return [
      WebKeyHint("←→", BookKittyStrings.keyPageBooks),
      WebKeyHint("Enter", BookKittyStrings.keyOpen),
      WebKeyHint("Ctrl-S", BookKittyStrings.finishAnswer),
    ]
  }

  func body(in context: any WebContext) -> Node {
    Node.div(.class("result")) {
      Node.p(.classes(["result-label", "secondary"])) { Node.text(BookKittyStrings.yourQuestion) }
      Node.heading(2, .class("result-question")) { Node.text(output.question) }
      switch output.state.value {
      case .loading(let step):
        Node.p(.class("result-step"), .role("status")) {
          Node.span(.class("spinner"), .aria("hidden", "true"))
          Node.text(step)
        }
      case .failed(let title, let body):
        Node.div(.class("result-failure"), .role("alert")) {
          Node.strong(.class("danger")) { Node.text(title) }
          Node.p(.class("secondary")) { Node.text(body) }
        }
      case .loaded(let content):
        answer(content)
      }
    }
  }

  @NodeBuilder
  private func answer(_ content: QuestionResultContent) -> [Node] {
    let shown = min(page, max(0, content.books.count - 1))
    Node.p(.class("result-lead")) {
      Node.text(BookKittyStrings.resultLead1)
      Node.element(.br)
      Node.text(BookKittyStrings.resultLead2)
    }
    Node.div(.class("carousel"), .aria("roledescription", "carousel")) {
      Node.element(
        .button,
        [
          .type("button"), .on(.click, BookKittyAction.previous.rawValue),
          .classes(["carousel-previous", "small"]), .aria("label", BookKittyStrings.previousBook),
        ] + Attribute.when(shown == 0, .disabled)
      ) { Node.text("‹") }
      Node.ul(.classes(["books", "carousel-books"])) {
        if content.books.indices.contains(shown) {
          BookCardNode.node(
            content.books[shown], covers: output.covers.value,
            action: BookKittyAction.open.rawValue)
        }
      }
      Node.element(
        .button,
        [
          .type("button"), .on(.click, BookKittyAction.next.rawValue),
          .classes(["carousel-next", "small"]), .aria("label", BookKittyStrings.nextBook),
        ] + Attribute.when(shown >= content.books.count - 1, .disabled)
      ) { Node.text("›") }
    }
    Node.p(.class("carousel-page")) { Node.text("\(shown + 1) / \(content.books.count)") }
    Node.heading(3, .class("result-label")) { Node.text(BookKittyStrings.recommends) }
    Node.p(.class("result-reason")) { Node.text(content.reason) }
    Node.button(.classes(["primary-button", "finish"]), action: BookKittyAction.done.rawValue) {
      Node.text(BookKittyStrings.finishAnswer)
    }
  }

  func handle(_ event: WebEvent, context: any WebContext) -> Bool {
    switch BookKittyAction(rawValue: event.action) {
    case .open: event.value.flatMap(ISBN.init(parsing:)).map(select.send)
    case .previous: turn(-1, context: context)
    case .next: turn(1, context: context)
    case .done: done.send()
    default: return false
    }
    return true
  }

  private func turn(_ step: Int, context: any WebContext) {
    let count = output.state.value.content?.books.count ?? 0
    page = max(0, min(count - 1, page + step))
    context.setNeedsRender()
  }

  func handle(key: WebKey, context: any WebContext) -> Bool {
    guard let content = output.state.value.content else { return false }
    switch (key.name, key.isControl) {
    case ("ArrowLeft", false), ("h", false): turn(-1, context: context)
    case ("ArrowRight", false), ("l", false): turn(1, context: context)
    case ("Enter", false):
      let shown = min(page, max(0, content.books.count - 1))
      guard content.books.indices.contains(shown) else { return false }
      select.send(content.books[shown].isbn)
    case ("s", true): done.send()
    default: return false
    }
    return true
  }
}
