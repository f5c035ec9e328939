/// One dish of a list, with the API's field names. `n_price` and `badge` are left out (not
/// `null`) when the dish has none.
public struct RespondDish: Codable, Equatable, Sendable {
  /// The dish's hash.
  public let detailHash: String
  /// The image's URL or path.
  public let image: String
  /// The image's alternative text.
  public let alt: String
  /// Delivery types.
  public let deliveryType: [String]
  /// The name.
  public let title: String
  /// One line about it.
  public let description: String
  /// The original price, when discounted ("15,800원").
  public let nPrice: String?
  /// The sale price ("12,640원").
  public let sPrice: String
  /// Badges, when there are any.
  public let badge: [String]?

  private enum CodingKeys: String, CodingKey {
    case detailHash = "detail_hash"
    case image, alt
    case deliveryType = "delivery_type"
    case title
    case description
    case nPrice = "n_price"
    case sPrice = "s_price"
    case badge
  }

  /// Creates a dish.
  public init(
    detailHash: String, image: String, alt: String, deliveryType: [String], title: String,
    description: String, nPrice: String?, sPrice: String, badge: [String]?
  ) {
    self.detailHash = detailHash
    self.image = image
    self.alt = alt
    self.deliveryType = deliveryType
    self.title = title
    self.description = description
    self.nPrice = nPrice
    self.sPrice = sPrice
    self.badge = badge
  }
}
