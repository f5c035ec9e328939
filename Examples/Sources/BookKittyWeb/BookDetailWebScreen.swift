import BookKittyPresentation
import CairnPresentation
import CairnWeb

/// A book in the browser: its cover beside the title, author, publication, ISBN and price, then
/// its introduction; the bar's button adds it to the shelf or takes it off (after asking).
@MainActor
final class BookDetailWebScreen: WebScreen {
  private let viewDidLoad = PublishRelay<Void>()
  private let toggle = PublishRelay<Void>()
  private let output: BookDetailViewModel.Output
  private var subscriptions: [Subscription] = []

  init(viewModel: BookDetailViewModel, context: any WebContext) {
    output = viewModel.transform(
      .init(viewDidLoad: viewDidLoad.signal, toggleTapped: toggle.signal))
    let render: @MainActor (Any) -> Void = { [weak context] _ in context?.setNeedsRender() }
    subscriptions.append(output.content.changes.observe(render))
    subscriptions.append(output.covers.changes.observe(render))
    subscriptions.append(output.isChanging.changes.observe(render))
    viewDidLoad.send()
  }

  var barButton: WebBarButton? {
    output.content.value.value.map {
      WebBarButton($0.rightButtonTitle, action: BookKittyAction.toggle.rawValue, keyHint: "Enter")
    }
  }

  var isBusy: Bool { output.content.value.isLoading || output.isChanging.value }

  var keyHints: [WebKeyHint] {
    output.content.value.value.map { [WebKeyHint("Enter", $0.rightButtonTitle)] } ?? []
  }

  func body(in context: any WebContext) -> Node {
    let covers = output.covers.value
    return Node.div(.class("book-detail")) {
      Node.loadable(
        output.content.value, strings: context.strings
      ) { content in
        Node.heading(2, .class("section-label")) { Node.text(BookKittyStrings.bookInfo) }
        Node.div(.class("book-info")) {
          CoverNode.node(content.card, covers: covers, decorative: true)
          Node.div(.class("book-facts")) {
            Node.strong(.class("book-title")) { Node.text(content.card.title) }
            Node.span(.classes(["owned-tag", content.card.isOwned ? "owned" : "not-owned"])) {
              Node.text(content.card.ownedTag)
            }
            Node.span(.class("book-author")) { Node.text(content.card.author) }
            Node.span(.classes(["book-published", "secondary"])) { Node.text(content.published) }
            Node.span(.classes(["book-isbn", "secondary"])) { Node.text(content.isbn) }
            Node.span(.class("book-price")) { Node.text(content.price) }
          }
        }
        Node.heading(2, .class("section-label")) { Node.text(BookKittyStrings.bookIntroduction) }
        Node.p(.class("book-description")) { Node.text(content.description) }
      }
    }
  }

  func handle(_ event: WebEvent, context: any WebContext) -> Bool {
    switch BookKittyAction(rawValue: event.action) {
    case .toggle: toggle.send()
    default: return false
    }
    return true
  }

  func handle(key: WebKey, context: any WebContext) -> Bool {
    guard key.name == "Enter", output.content.value.value != nil else { return false }
    toggle.send()
    return true
  }
}
