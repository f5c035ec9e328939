// Test-local mirrors of the wire shapes in apps.md §3, decoded strictly by their field names.

struct SectionDTO: Decodable {
  let statusCode: Int
  let body: [DishDTO]
}

struct DishDTO: Decodable {
  let detailHash: String
  let image: String
  let alt: String
  let deliveryType: [String]
  let title: String
  let description: String
  let nPrice: String?
  let sPrice: String
  let badge: [String]?

  enum CodingKeys: String, CodingKey {
    case image, alt, title, description, badge
    case detailHash = "detail_hash"
    case deliveryType = "delivery_type"
    case nPrice = "n_price"
    case sPrice = "s_price"
  }
}

struct DetailDTO: Decodable {
  let hash: String
  let data: DetailDataDTO
}

struct DetailDataDTO: Decodable {
  let topImage: String
  let thumbImages: [String]
  let productDescription: String
  let point: String
  let deliveryInfo: String
  let deliveryFee: String
  let prices: [String]
  let detailSection: [String]

  enum CodingKeys: String, CodingKey {
    case point, prices
    case topImage = "top_image"
    case thumbImages = "thumb_images"
    case productDescription = "product_description"
    case deliveryInfo = "delivery_info"
    case deliveryFee = "delivery_fee"
    case detailSection = "detail_section"
  }
}

struct OrderDTO: Decodable {
  let orderID: String
  let total: Int

  enum CodingKeys: String, CodingKey {
    case total
    case orderID = "order_id"
  }
}

struct ErrorDTO: Decodable {
  let statusCode: Int
  let error: String
}
