import BookKittyDomain
import BookKittyPresentation
import CairnPresentation
import CairnWeb

/// One answer of the history in the browser: when it was asked, the question, why the books
/// were picked, then the books side by side (each opens its detail); the bar's "삭제" deletes
/// it at once and closes it, as in the original.
@MainActor
final class QuestionDetailWebScreen: WebScreen {
  private let viewDidLoad = PublishRelay<Void>()
  private let select = PublishRelay<ISBN>()
  private let delete = PublishRelay<Void>()
  private let output: QuestionDetailViewModel.Output
  private var subscriptions: [Subscription] = []

  init(viewModel: QuestionDetailViewModel, context: any WebContext) {
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, bookSelected: select.signal, deleteTapped: delete.signal))
    let render: @MainActor (Any) -> Void = { [weak context] _ in context?.setNeedsRender() }
    subscriptions.append(output.content.changes.observe(render))
    subscriptions.append(output.covers.changes.observe(render))
    viewDidLoad.send()
  }

  var barButton: WebBarButton? {
    output.content.value.value == nil
      ? nil
      : WebBarButton(BookKittyStrings.delete, action: BookKittyAction.delete.rawValue, keyHint: "d")
  }

  var isBusy: Bool { output.content.value.isLoading }

  var keyHints: [WebKeyHint] { [WebKeyHint("d", BookKittyStrings.delete)] }

  func body(in context: any WebContext) -> Node {
    let covers = output.covers.value
    return Node.div(.class("answer")) {
      Node.loadable(
        output.content.value, strings: context.strings
      ) { content in
        Node.p(.classes(["answer-headline", "secondary"])) { Node.text(content.headline) }
        Node.heading(2, .class("answer-question")) { Node.text(content.question) }
        Node.heading(3, .class("answer-label")) { Node.text(BookKittyStrings.recommends) }
        Node.p(.class("answer-reason")) { Node.text(content.reason) }
        Node.ul(.classes(["books", "carousel-books"])) {
          for card in content.books {
            BookCardNode.node(card, covers: covers, action: BookKittyAction.open.rawValue)
          }
        }
      }
    }
  }

  func handle(_ event: WebEvent, context: any WebContext) -> Bool {
    switch BookKittyAction(rawValue: event.action) {
    case .open: event.value.flatMap(ISBN.init(parsing:)).map(select.send)
    case .delete: delete.send()
    default: return false
    }
    return true
  }

  func handle(key: WebKey, context: any WebContext) -> Bool {
    guard !key.isControl, key.name == "d", output.content.value.value != nil else { return false }
    delete.send()
    return true
  }
}
