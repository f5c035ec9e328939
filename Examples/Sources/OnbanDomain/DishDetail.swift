/// Everything the detail screen shows about a dish (`GET /onban/detail/{hash}`).
public struct DishDetail: Hashable, Sendable {
  /// The dish's hash.
  public let hash: String
  /// The large image on top.
  public let topImageURL: String
  /// The paging thumbnails (3–5).
  public let thumbnailURLs: [String]
  /// The description under the title.
  public let productDescription: String
  /// 적립금: the points earned, as the server words it ("312원").
  public let point: String
  /// 배송정보.
  public let deliveryInfo: String
  /// 배송비.
  public let deliveryFee: String
  /// The unit price charged.
  public let salePrice: Won
  /// The price before the discount, when there is one.
  public let originalPrice: Won?
  /// The detail section's images, shown below.
  public let detailImageURLs: [String]

  /// Creates a detail.
  public init(
    hash: String, topImageURL: String, thumbnailURLs: [String], productDescription: String,
    point: String, deliveryInfo: String, deliveryFee: String, salePrice: Won, originalPrice: Won?,
    detailImageURLs: [String]
  ) {
    self.hash = hash
    self.topImageURL = topImageURL
    self.thumbnailURLs = thumbnailURLs
    self.productDescription = productDescription
    self.point = point
    self.deliveryInfo = deliveryInfo
    self.deliveryFee = deliveryFee
    self.salePrice = salePrice
    self.originalPrice = originalPrice
    self.detailImageURLs = detailImageURLs
  }
}
