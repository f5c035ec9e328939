/// The detail's fields, with the API's names.
public struct RespondDetailData: Codable, Equatable, Sendable {
  /// The large image.
  public let topImage: String
  /// The paging thumbnails.
  public let thumbImages: [String]
  /// The description.
  public let productDescription: String
  /// 적립금.
  public let point: String
  /// 배송정보.
  public let deliveryInfo: String
  /// 배송비.
  public let deliveryFee: String
  /// Two entries: [original, sale]; one entry: the sale price.
  public let prices: [String]
  /// The detail section's images.
  public let detailSection: [String]

  private enum CodingKeys: String, CodingKey {
    case topImage = "top_image"
    case thumbImages = "thumb_images"
    case productDescription = "product_description"
    case point
    case deliveryInfo = "delivery_info"
    case deliveryFee = "delivery_fee"
    case prices
    case detailSection = "detail_section"
  }

  /// Creates the fields.
  public init(
    topImage: String, thumbImages: [String], productDescription: String, point: String,
    deliveryInfo: String, deliveryFee: String, prices: [String], detailSection: [String]
  ) {
    self.topImage = topImage
    self.thumbImages = thumbImages
    self.productDescription = productDescription
    self.point = point
    self.deliveryInfo = deliveryInfo
    self.deliveryFee = deliveryFee
    self.prices = prices
    self.detailSection = detailSection
  }
}
