import CairnPresentation
import CairnWeb
import OnbanPresentation

/// One tab's menu in the browser: the section header, then a card per dish (photo, title,
/// description, prices, badges, delivery) that opens its detail; while the server cannot be
/// reached, a banner says the list is the one saved earlier. The terminal's keys work too.
@MainActor
final class MenuWebScreen: WebScreen {
  private enum Action: String {
    case open, retry
  }

  private let viewDidLoad = PublishRelay<Void>()
  private let retry = PublishRelay<Void>()
  private let select = PublishRelay<String>()
  private let output: MenuViewModel.Output
  private let section: String
  private var selection = ListSelection<String>()
  private var subscriptions: [Subscription] = []

  init(viewModel: MenuViewModel, context: any WebContext) {
    section = viewModel.section.rawValue
    output = viewModel.transform(
      .init(viewDidLoad: viewDidLoad.signal, retry: retry.signal, dishSelected: select.signal))
    let render: @MainActor (Any) -> Void = { [weak context] _ in context?.setNeedsRender() }
    subscriptions.append(output.dishes.changes.observe(render))
    subscriptions.append(output.images.changes.observe(render))
    subscriptions.append(output.isShowingSaved.changes.observe(render))
    subscriptions.append(
      output.message.observe { [weak context] in context?.showToast($0, kind: .error) })
    viewDidLoad.send()
  }

  var isBusy: Bool { output.dishes.value.isLoading }

  var keyHints: [WebKeyHint] {
    [WebKeyHint("Enter", OnbanStrings.Keys.open), WebKeyHint("r", OnbanStrings.Keys.reload)]
  }

  private var rowIDs: [String] { output.dishes.value.value?.map(\.id) ?? [] }

  func body(in context: any WebContext) -> Node {
    let images = output.images.value
    let selected = selection.selected
    return Node.div(.classes(["menu", "menu-\(section)"]), .data("section", section)) {
      if output.isShowingSaved.value {
        Node.p(.class("saved-banner"), .role("status")) { Node.text(OnbanStrings.showingSaved) }
      }
      Node.heading(2, .class("menu-header")) { Node.text(output.header) }
      Node.loadable(
        output.dishes.value, strings: context.strings, retryAction: Action.retry.rawValue,
        retryTitle: OnbanStrings.Keys.reload
      ) { rows in
        Node.ul(.class("dishes")) {
          for row in rows {
            DishCard.node(
              row, image: images[row.imageURL], isSelected: row.id == selected,
              action: Action.open.rawValue)
          }
        }
      }
    }
  }

  func handle(_ event: WebEvent, context: any WebContext) -> Bool {
    guard let action = Action(rawValue: event.action) else { return false }
    switch action {
    case .open:
      guard let id = event.value else { return true }
      selection.select(id)
      select.send(id)
    case .retry: retry.send()
    }
    return true
  }

  func handle(key: WebKey, context: any WebContext) -> Bool {
    let ids = rowIDs
    if selection.handle(key, in: ids) {
      context.setNeedsRender()
      return true
    }
    switch key.name {
    case "Enter": selection.current(in: ids).map(select.send)
    case "r": retry.send()
    default: return false
    }
    return true
  }
}
