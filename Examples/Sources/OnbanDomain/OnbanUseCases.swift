/// Loads one section's dishes.
public struct FetchMenuUseCase: Sendable {
  private let repository: any DishRepository

  /// Creates the use case on a repository.
  public init(repository: any DishRepository) {
    self.repository = repository
  }

  /// The section's dishes, fresh or from the cache.
  public func execute(_ section: MenuSection) async throws(OnbanError) -> Fetched<[Dish]> {
    try await repository.fetchDishes(in: section)
  }
}

/// Loads a dish's detail.
public struct FetchDishDetailUseCase: Sendable {
  private let repository: any DishRepository

  /// Creates the use case on a repository.
  public init(repository: any DishRepository) {
    self.repository = repository
  }

  /// The detail of the dish with this hash.
  public func execute(hash: String) async throws(OnbanError) -> Fetched<DishDetail> {
    try await repository.fetchDetail(hash: hash)
  }
}

/// Places an order.
public struct PlaceOrderUseCase: Sendable {
  private let repository: any OrderRepository

  /// Creates the use case on a repository.
  public init(repository: any OrderRepository) {
    self.repository = repository
  }

  /// Orders `quantity` of the dish; the receipt's total is the server's.
  public func execute(hash: String, quantity: OrderQuantity) async throws(OnbanError)
    -> OrderReceipt
  {
    try await repository.placeOrder(hash: hash, quantity: quantity)
  }

  /// What the order will cost: unit sale price × quantity ("총 주문금액").
  public static func total(unitPrice: Won, quantity: OrderQuantity) -> Won {
    unitPrice * quantity.value
  }
}
