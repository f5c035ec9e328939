import CairnNavigation
import OnbanDomain

/// The detail of one dish, pushed with the tab bar hidden; it ends when the user goes back.
@MainActor
public final class DishDetailCoordinator: Coordinator, DishDetailCoordinating {
  private let dish: Dish
  private let section: MenuSection
  private let dependencies: OnbanDependencies

  /// Creates the flow of a dish of `section`.
  public init(router: Router, dish: Dish, section: MenuSection, dependencies: OnbanDependencies) {
    self.dish = dish
    self.section = section
    self.dependencies = dependencies
    super.init(router: router)
  }

  /// Pushes the detail.
  public override func start() {
    let viewModel = DishDetailViewModel(dish: dish, section: section, dependencies: dependencies)
    viewModel.coordinator = self
    router.push(viewModel, name: "DishDetail", title: dish.title, hidesTabBar: true)
  }

  /// An alert naming the dish, the quantity and the total: "주문하기" or "취소".
  public func confirmOrder(of title: String, quantity: Int, total: String) async -> Bool {
    await router.presentDialog(
      .alert, title: OnbanStrings.confirmOrderTitle,
      message: OnbanStrings.confirmOrderMessage(title: title, quantity: quantity, total: total),
      actions: [
        DialogAction(OnbanStrings.cancel, role: .cancel, value: false),
        DialogAction(OnbanStrings.order, value: true),
      ]) ?? false
  }

  /// An alert saying why the order failed: "취소" or "다시 주문하기".
  public func retryAfterOrderFailed(_ message: String) async -> Bool {
    await router.presentDialog(
      .alert, title: OnbanStrings.orderFailedTitle, message: message,
      actions: [
        DialogAction(OnbanStrings.cancel, role: .cancel, value: false),
        DialogAction(OnbanStrings.retryOrder, value: true),
      ]) ?? false
  }

  /// An alert with the order's total, in a task this flow owns (the router, not the flow, is
  /// captured, so a pending alert never keeps the flow alive).
  public func showOrderConfirmation(_ receipt: OrderReceipt) {
    let router = self.router
    task {
      _ = await router.presentDialog(
        .alert, title: OnbanStrings.orderPlaced, message: OnbanStrings.orderMessage(receipt),
        actions: [DialogAction(OnbanStrings.ok, value: true)])
    }
  }
}
