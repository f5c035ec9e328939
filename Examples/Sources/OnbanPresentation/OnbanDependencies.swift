import OnbanDomain

/// What the Onban flows need from outside, handed from the composition root down the
/// coordinators, which build use cases and view models from it (dependency injection in coordinators).
public struct OnbanDependencies: Sendable {
  /// Dishes and details.
  public var dishes: any DishRepository
  /// Orders.
  public var orders: any OrderRepository
  /// Images, through the memory and disk caches.
  public var images: any ImageRepository

  /// Creates the container.
  public init(dishes: any DishRepository, orders: any OrderRepository, images: any ImageRepository)
  {
    self.dishes = dishes
    self.orders = orders
    self.images = images
  }
}
