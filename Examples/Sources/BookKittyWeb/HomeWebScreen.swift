import BookKittyDomain
import BookKittyPresentation
import CairnPresentation
import CairnWeb

/// Home in the browser: the recently recommended books as cards (cover, title, owned tag,
/// author) that open the book; the `+` button opens the floating menu. The terminal's keys work
/// too.
@MainActor
final class HomeWebScreen: WebScreen {
  private let viewDidLoad = PublishRelay<Void>()
  private let controls = TabRootControls<ISBN>(id: ISBN.init(parsing:))
  private let output: HomeViewModel.Output
  private var subscriptions: [Subscription] = []

  init(viewModel: HomeViewModel, context: any WebContext) {
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, bookSelected: controls.select.signal,
        menuTapped: controls.menu.signal, retry: controls.retry.signal))
    let render: @MainActor (Any) -> Void = { [weak context] _ in context?.setNeedsRender() }
    subscriptions.append(output.books.changes.observe(render))
    subscriptions.append(output.covers.changes.observe(render))
    viewDidLoad.send()
  }

  var barButton: WebBarButton? { controls.barButton }

  var isBusy: Bool { output.books.value.isLoading }

  var keyHints: [WebKeyHint] { controls.keyHints }

  func body(in context: any WebContext) -> Node {
    let covers = output.covers.value
    let selected = controls.selection.selected
    return Node.div(.class("home")) {
      controls.list(output.books.value, strings: context.strings) { cards in
        Node.ul(.classes(["books", "list"])) {
          for card in cards {
            controls.card(card, covers: covers, isSelected: card.isbn == selected)
          }
        }
      }
    }
  }

  func handle(_ event: WebEvent, context: any WebContext) -> Bool {
    controls.handle(event)
  }

  func handle(key: WebKey, context: any WebContext) -> Bool {
    controls.handle(key: key, ids: output.books.value.value?.map(\.isbn) ?? [], context: context)
  }
}
