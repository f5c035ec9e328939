import BookKittyDomain
import BookKittyPresentation
import CairnPresentation
import CairnWeb

/// The shelf in the browser: the owned books as a grid of covers with their titles, page by
/// page; a book opens its detail, `+` opens the floating menu.
@MainActor
final class MyLibraryWebScreen: WebScreen {
  private let viewDidLoad = PublishRelay<Void>()
  private let controls = TabRootControls<ISBN>(id: ISBN.init(parsing:))
  private let output: MyLibraryViewModel.Output
  private var subscriptions: [Subscription] = []

  init(viewModel: MyLibraryViewModel, context: any WebContext) {
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, loadMore: controls.loadMore.signal,
        bookSelected: controls.select.signal,
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
    return Node.div(.class("library")) {
      controls.pagedList(
        output.books.value, listClass: "shelf", emptyBody: output.emptyBody,
        strings: context.strings, id: \.isbn
      ) { card, isSelected in
        controls.card(card, covers: covers, isSelected: isSelected)
      }
    }
  }

  func handle(_ event: WebEvent, context: any WebContext) -> Bool {
    controls.handle(event)
  }

  func handle(key: WebKey, context: any WebContext) -> Bool {
    controls.handle(
      key: key, ids: output.books.value.value?.rows.map(\.isbn) ?? [], context: context)
  }
}
