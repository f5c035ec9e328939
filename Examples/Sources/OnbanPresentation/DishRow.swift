import OnbanDomain

/// One dish in a list, ready to show.
public struct DishRow: Identifiable, Hashable, Sendable {
  /// The dish's hash.
  public let id: String
  /// The name.
  public let title: String
  /// One line about it.
  public let description: String
  /// "12,640원".
  public let salePrice: String
  /// "15,800원", shown struck through; `nil` when there is no discount.
  public let originalPrice: String?
  /// Badges such as "런칭특가".
  public let badges: [String]
  /// Delivery types such as "새벽배송".
  public let deliveryTypes: [String]
  /// The image's alternative text.
  public let imageAlt: String
  /// The image's URL.
  public let imageURL: String

  /// Makes a row from a dish.
  public init(_ dish: Dish) {
    id = dish.hash
    title = dish.title
    description = dish.description
    salePrice = dish.salePrice.description
    originalPrice = dish.originalPrice?.description
    badges = dish.badges
    deliveryTypes = dish.deliveryTypes
    imageAlt = dish.imageAlt
    imageURL = dish.imageURL
  }
}
