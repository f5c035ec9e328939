/// One dish as the lists show it.
public struct Dish: Identifiable, Hashable, Sendable {
  /// The dish's hash, such as "HBDEF": its identity and the key of its detail.
  public let hash: String
  /// The name.
  public let title: String
  /// One line about it.
  public let description: String
  /// The list image's path or URL.
  public let imageURL: String
  /// The image's alternative text.
  public let imageAlt: String
  /// What it costs now.
  public let salePrice: Won
  /// The price before the discount, shown struck through; `nil` when there is none.
  public let originalPrice: Won?
  /// Badges such as "런칭특가".
  public let badges: [String]
  /// Delivery types such as "새벽배송", "전국택배".
  public let deliveryTypes: [String]

  /// Creates a dish.
  public init(
    hash: String, title: String, description: String, imageURL: String, imageAlt: String,
    salePrice: Won, originalPrice: Won?, badges: [String], deliveryTypes: [String]
  ) {
    self.hash = hash
    self.title = title
    self.description = description
    self.imageURL = imageURL
    self.imageAlt = imageAlt
    self.salePrice = salePrice
    self.originalPrice = originalPrice
    self.badges = badges
    self.deliveryTypes = deliveryTypes
  }

  /// The hash is the dish's identity.
  public var id: String { hash }
}
