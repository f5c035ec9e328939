import CairnPresentation
import CairnWeb
import OnbanPresentation

/// The dish detail in the browser: its photos with a pager, title, description, prices,
/// badges, point and delivery, a quantity stepper (1–99) with the live total, and "주문하기",
/// which the view model confirms with its coordinator's alert first. Left/Right page the
/// photos, +/- change the quantity and Enter orders, as in the terminal.
@MainActor
final class DishDetailWebScreen: WebScreen {
  /// The actions the body's elements send.
  enum Action: String {
    case previousPhoto, nextPhoto, decrease, increase, order, retry
  }

  private let viewDidLoad = PublishRelay<Void>()
  private let retry = PublishRelay<Void>()
  private let next = PublishRelay<Void>()
  private let previous = PublishRelay<Void>()
  private let quantity = PublishRelay<Int>()
  private let order = PublishRelay<Void>()
  private let output: DishDetailViewModel.Output
  private var subscriptions: [Subscription] = []

  init(viewModel: DishDetailViewModel, context: any WebContext) {
    output = viewModel.transform(
      .init(
        viewDidLoad: viewDidLoad.signal, retry: retry.signal, nextThumbnail: next.signal,
        previousThumbnail: previous.signal, quantity: quantity.signal, orderTapped: order.signal))
    let render: @MainActor (Any) -> Void = { [weak context] _ in context?.setNeedsRender() }
    subscriptions.append(output.content.changes.observe(render))
    subscriptions.append(output.images.changes.observe(render))
    subscriptions.append(output.thumbnailIndex.changes.observe(render))
    subscriptions.append(output.quantity.changes.observe(render))
    subscriptions.append(output.total.changes.observe(render))
    subscriptions.append(output.isOrdering.changes.observe(render))
    subscriptions.append(output.isShowingSaved.changes.observe(render))
    subscriptions.append(
      output.message.observe { [weak context] in context?.showToast($0, kind: .error) })
    viewDidLoad.send()
  }

  var keyHints: [WebKeyHint] {
    [
      WebKeyHint("← →", OnbanStrings.Keys.photos), WebKeyHint("+ -", OnbanStrings.Keys.quantity),
      WebKeyHint("Enter", OnbanStrings.order), WebKeyHint("r", OnbanStrings.Keys.reload),
    ]
  }

  var barButton: WebBarButton? {
    guard output.content.value.value != nil, !output.isOrdering.value else { return nil }
    return WebBarButton(OnbanStrings.order, action: Action.order.rawValue, keyHint: "Enter")
  }

  var isBusy: Bool { output.content.value.isLoading || output.isOrdering.value }

  var busyMessage: String? { output.isOrdering.value ? OnbanStrings.ordering : nil }

  func body(in context: any WebContext) -> Node {
    Node.div(.class("dish-detail")) {
      if output.isShowingSaved.value {
        Node.p(.class("saved-banner"), .role("status")) { Node.text(OnbanStrings.showingSaved) }
      }
      Node.loadable(
        output.content.value, strings: context.strings, retryAction: Action.retry.rawValue,
        retryTitle: OnbanStrings.Keys.reload
      ) { content in
        DishDetailBody(
          content: content, thumbnailIndex: output.thumbnailIndex.value,
          images: output.images.value, quantity: output.quantity.value,
          total: output.total.value, isOrdering: output.isOrdering.value
        ).nodes
      }
    }
  }

  func handle(_ event: WebEvent, context: any WebContext) -> Bool {
    guard let action = Action(rawValue: event.action) else { return false }
    switch action {
    case .previousPhoto: previous.send()
    case .nextPhoto: next.send()
    case .decrease: quantity.send(output.quantity.value - 1)
    case .increase: quantity.send(output.quantity.value + 1)
    case .order: order.send()
    case .retry: retry.send()
    }
    return true
  }

  func handle(key: WebKey, context: any WebContext) -> Bool {
    guard !key.isControl else { return false }
    switch key.name {
    case "ArrowRight", "l": next.send()
    case "ArrowLeft", "h": previous.send()
    case "+", "=": quantity.send(output.quantity.value + 1)
    case "-": quantity.send(output.quantity.value - 1)
    case "Enter": order.send()
    case "r": retry.send()
    default: return false
    }
    return true
  }
}
