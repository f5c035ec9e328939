import CairnPresentation
import OnbanDomain

/// What the detail asks of its coordinator.
@MainActor
public protocol DishDetailCoordinating: AnyObject {
  /// Asks the user to confirm the order before it is sent, showing what it costs; true to
  /// send it.
  func confirmOrder(of title: String, quantity: Int, total: String) async -> Bool
  /// Shows the order's confirmation: an alert with the server's total.
  func showOrderConfirmation(_ receipt: OrderReceipt)
  /// Says that the order failed and why, in an alert the user must answer (a toast over the
  /// detail was easy to miss); true to send the same order again.
  func retryAfterOrderFailed(_ message: String) async -> Bool
}

/// What the detail shows once loaded.
public struct DishDetailContent: Hashable, Sendable {
  /// The dish's name.
  public let title: String
  /// The product description.
  public let description: String
  /// "12,640원".
  public let salePrice: String
  /// "15,800원", struck through; `nil` when there is no discount.
  public let originalPrice: String?
  /// Badges.
  public let badges: [String]
  /// 적립금.
  public let point: String
  /// 배송정보.
  public let deliveryInfo: String
  /// 배송비.
  public let deliveryFee: String
  /// The paging thumbnails.
  public let thumbnailURLs: [String]
  /// The detail section's images.
  public let detailImageURLs: [String]
}

/// The dish detail: paging thumbnails, prices, badges, point, delivery, a quantity stepper
/// (1–99), a live "총 주문금액", and "주문하기" (the original Onban).
@MainActor
public final class DishDetailViewModel: ViewModel {
  /// What the user did.
  public struct Input {
    /// The screen appeared.
    public var viewDidLoad: Signal<Void>
    /// `r` after a failure.
    public var retry: Signal<Void>
    /// The next thumbnail (Right).
    public var nextThumbnail: Signal<Void>
    /// The previous thumbnail (Left).
    public var previousThumbnail: Signal<Void>
    /// The stepper's value.
    public var quantity: Signal<Int>
    /// "주문하기": asks for confirmation with the total first, then orders.
    public var orderTapped: Signal<Void>

    /// Creates the input; unused events default to ``Signal/never``.
    public init(
      viewDidLoad: Signal<Void> = .never, retry: Signal<Void> = .never,
      nextThumbnail: Signal<Void> = .never, previousThumbnail: Signal<Void> = .never,
      quantity: Signal<Int> = .never, orderTapped: Signal<Void> = .never
    ) {
      self.viewDidLoad = viewDidLoad
      self.retry = retry
      self.nextThumbnail = nextThumbnail
      self.previousThumbnail = previousThumbnail
      self.quantity = quantity
      self.orderTapped = orderTapped
    }
  }

  /// What the detail shows.
  public struct Output {
    /// The detail, or loading / failed.
    public var content: Driver<Loadable<DishDetailContent>>
    /// The thumbnail shown, 0-based.
    public var thumbnailIndex: Driver<Int>
    /// The quantity (1–99).
    public var quantity: Driver<Int>
    /// "37,920원": unit sale price × quantity.
    public var total: Driver<String>
    /// True while the order is being sent.
    public var isOrdering: Driver<Bool>
    /// True while the detail shown was kept from an earlier visit.
    public var isShowingSaved: Driver<Bool>
    /// Each image by URL: loading, loaded (its bytes and a description) or failed.
    public var images: Driver<[String: ShownImage]>
    /// One-shot messages.
    public var message: Signal<String>
  }

  /// The coordinator that confirms orders.
  public weak var coordinator: (any DishDetailCoordinating)?
  /// The dish, as the list showed it.
  public let dish: Dish
  /// The section whose menu opened it.
  public let section: MenuSection

  private let fetchDetail: FetchDishDetailUseCase
  private let placeOrder: PlaceOrderUseCase
  private let imageLoader: ImageLoads
  private let content = BehaviorRelay<Loadable<DishDetailContent>>(.loading)
  private let thumbnailIndex = BehaviorRelay(0)
  private let quantity = BehaviorRelay(OrderQuantity(clamping: 1))
  private let isOrdering = BehaviorRelay(false)
  private let isShowingSaved = BehaviorRelay(false)
  private let message = PublishRelay<String>()
  private let bag = TaskBag()
  private var unitPrice: Won

  /// Creates the detail of a dish of `section`.
  public init(dish: Dish, section: MenuSection, dependencies: OnbanDependencies) {
    self.dish = dish
    self.section = section
    unitPrice = dish.salePrice
    fetchDetail = FetchDishDetailUseCase(repository: dependencies.dishes)
    placeOrder = PlaceOrderUseCase(repository: dependencies.orders)
    imageLoader = ImageLoads(repository: dependencies.images)
  }

  /// Binds the screen's events.
  public func transform(_ input: Input) -> Output {
    Signal.merge(input.viewDidLoad, input.retry).observe { [weak self] in
      self?.load()
    }.store(in: bag)
    input.nextThumbnail.observe { [weak self] in self?.page(by: 1) }.store(in: bag)
    input.previousThumbnail.observe { [weak self] in self?.page(by: -1) }.store(in: bag)
    input.quantity.observe { [weak self] in
      self?.quantity.acceptIfChanged(OrderQuantity(clamping: $0))
    }.store(in: bag)
    input.orderTapped.observe { [weak self] in self?.order() }.store(in: bag)
    let total = quantity.driver.map { [weak self] quantity in
      PlaceOrderUseCase.total(unitPrice: self?.unitPrice ?? Won(0), quantity: quantity).description
    }
    return Output(
      content: content.driver, thumbnailIndex: thumbnailIndex.driver,
      quantity: quantity.driver.map(\.value), total: total, isOrdering: isOrdering.driver,
      isShowingSaved: isShowingSaved.driver, images: imageLoader.images.driver,
      message: message.signal)
  }

  private func load() {
    if content.value.value == nil { content.accept(.loading) }
    let fetchDetail = self.fetchDetail
    let imageLoader = self.imageLoader
    let hash = dish.hash
    // `self` is never held across an await: the view model goes with its screen, and the bag
    // then cancels this work.
    bag.run { [weak self] in
      do throws(OnbanError) {
        let fetched = try await fetchDetail.execute(hash: hash)
        guard let imageURLs = self?.show(fetched) else { return }
        await imageLoader.load(imageURLs)
      } catch {
        self?.showFailure(error)
      }
    }
  }

  /// Shows a loaded detail and returns the images it needs.
  private func show(_ fetched: Fetched<DishDetail>) -> [String] {
    let detail = fetched.value
    unitPrice = detail.salePrice
    isShowingSaved.accept(fetched.isStale)
    content.accept(.loaded(Self.content(of: dish, detail)))
    quantity.accept(quantity.value)  // the total follows the detail's price
    return [detail.topImageURL] + detail.thumbnailURLs + detail.detailImageURLs
  }

  private func showFailure(_ error: OnbanError) {
    guard error != .cancelled else { return }
    content.accept(.failed(LoadFailure(message: OnbanStrings.message(for: error))))
  }

  private func page(by offset: Int) {
    guard let count = content.value.value?.thumbnailURLs.count, count > 0 else { return }
    thumbnailIndex.acceptIfChanged(min(max(thumbnailIndex.value + offset, 0), count - 1))
  }

  private func order() {
    // No second question can be asked meanwhile: the question takes every key until answered.
    guard content.value.value != nil, !isOrdering.value else { return }
    let placeOrder = self.placeOrder
    let hash = dish.hash
    let title = dish.title
    let quantity = self.quantity.value
    let total = PlaceOrderUseCase.total(unitPrice: unitPrice, quantity: quantity).description
    // The coordinator, not `self`, is held while the question waits: it shows it anyway.
    let coordinator = self.coordinator
    bag.run { [weak self] in
      guard
        await coordinator?.confirmOrder(of: title, quantity: quantity.value, total: total) == true
      else { return }
      while true {
        self?.isOrdering.accept(true)
        do throws(OnbanError) {
          let receipt = try await placeOrder.execute(hash: hash, quantity: quantity)
          self?.isOrdering.accept(false)
          self?.coordinator?.showOrderConfirmation(receipt)
          return
        } catch {
          self?.isOrdering.accept(false)
          guard error != .cancelled,
            await coordinator?.retryAfterOrderFailed(OnbanStrings.message(for: error)) == true
          else { return }
        }
      }
    }
  }

  private static func content(of dish: Dish, _ detail: DishDetail) -> DishDetailContent {
    DishDetailContent(
      title: dish.title, description: detail.productDescription,
      salePrice: detail.salePrice.description, originalPrice: detail.originalPrice?.description,
      badges: dish.badges, point: detail.point, deliveryInfo: detail.deliveryInfo,
      deliveryFee: detail.deliveryFee, thumbnailURLs: detail.thumbnailURLs,
      detailImageURLs: detail.detailImageURLs)
  }
}
