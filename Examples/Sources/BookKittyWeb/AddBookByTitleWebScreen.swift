import BookKittyDomain
import BookKittyPresentation
import CairnPresentation
import CairnWeb

/// Finding a book by its title in the browser: the search box (Enter searches), then the books
/// found as cards; one adds that book to the shelf, after asking.
@MainActor
final class AddBookByTitleWebScreen: WebScreen {
  private let query = PublishRelay<String>()
  private let search = PublishRelay<Void>()
  private let select = PublishRelay<ISBN>()
  private let output: AddBookByTitleViewModel.Output
  private var subscriptions: [Subscription] = []

  init(viewModel: AddBookByTitleViewModel, context: any WebContext) {
    output = viewModel.transform(
      .init(query: query.signal, searchSubmitted: search.signal, resultSelected: select.signal))
    let render: @MainActor (Any) -> Void = { [weak context] _ in context?.setNeedsRender() }
    subscriptions.append(output.results.changes.observe(render))
    subscriptions.append(output.covers.changes.observe(render))
    subscriptions.append(output.isAdding.changes.observe(render))
  }

  var isBusy: Bool { output.results.value.isLoading || output.isAdding.value }

  func body(in context: any WebContext) -> Node {
    let covers = output.covers.value
    return Node.div(.class("add-by-title")) {
      Node.element(
        .form,
        [.class("search-form"), .role("search"), .on(.submit, BookKittyAction.submit.rawValue)]
      ) {
        Node.element(
          .input,
          [
            .id("book-query"), .name("query"), .type("search"),
            .aria("label", BookKittyStrings.searchPlaceholder),
            .placeholder(BookKittyStrings.searchPlaceholder),
            .on(.input, BookKittyAction.text.rawValue), .autocomplete("off"),
          ])
      }
      Node.loadable(
        output.results.value, strings: context.strings, retryAction: BookKittyAction.retry.rawValue,
        retryTitle: BookKittyStrings.keyRetry
      ) { cards in
        Node.ul(.classes(["books", "list"])) {
          for card in cards {
            BookCardNode.node(card, covers: covers, action: BookKittyAction.open.rawValue)
          }
        }
      }
    }
  }

  func handle(_ event: WebEvent, context: any WebContext) -> Bool {
    switch BookKittyAction(rawValue: event.action) {
    case .text: query.send(event.fieldValue ?? "")
    case .submit:
      if let text = event.fields["query"] { query.send(text) }
      search.send()
    case .open: event.value.flatMap(ISBN.init(parsing:)).map(select.send)
    case .retry: search.send()
    default: return false
    }
    return true
  }
}
