/// `GET main|soup|side`: `{"statusCode": 200, "body": [...]}`.
public struct RespondDishList: Decodable, Sendable {
  /// The server's status code, repeated in the body.
  public let statusCode: Int
  /// The dishes.
  public let body: [RespondDish]
}

/// One dish of a list, with the API's field names.
public struct RespondDish: Decodable, Sendable {
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
}

/// `GET detail/{hash}`: `{"hash", "data": {...}}`.
public struct RespondDishDetail: Decodable, Sendable {
  /// The dish's hash.
  public let hash: String
  /// The detail.
  public let data: RespondDetailData
}

/// The detail's fields, with the API's names.
public struct RespondDetailData: Decodable, Sendable {
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
}

/// `POST order`'s body.
public struct RequestOrder: Encodable, Sendable {
  /// The dish's hash.
  public let detailHash: String
  /// 1–99.
  public let quantity: Int

  private enum CodingKeys: String, CodingKey {
    case detailHash = "detail_hash"
    case quantity
  }
}

/// `POST order`'s answer: `201 {"order_id", "total"}`.
public struct RespondOrder: Decodable, Sendable {
  /// The server's id for the order.
  public let orderId: String
  /// Sale price × quantity, in won.
  public let total: Int

  private enum CodingKeys: String, CodingKey {
    case orderId = "order_id"
    case total
  }
}
