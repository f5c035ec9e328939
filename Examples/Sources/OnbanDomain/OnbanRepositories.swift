/// Where dishes come from. The data layer implements it over the Onban API and the cache.
public protocol DishRepository: Sendable {
  /// The dishes of one section.
  func fetchDishes(in section: MenuSection) async throws(OnbanError) -> Fetched<[Dish]>
  /// One dish's detail.
  func fetchDetail(hash: String) async throws(OnbanError) -> Fetched<DishDetail>
}

/// Where orders go.
public protocol OrderRepository: Sendable {
  /// Places an order and returns the server's receipt.
  func placeOrder(hash: String, quantity: OrderQuantity) async throws(OnbanError) -> OrderReceipt
}

/// Where images come from: memory, then disk, then the server (the original Onban's image cache).
public protocol ImageRepository: Sendable {
  /// Loads the image at `url` and tells what it is.
  func fetchImage(at url: String) async throws(OnbanError) -> ImageInfo
}
