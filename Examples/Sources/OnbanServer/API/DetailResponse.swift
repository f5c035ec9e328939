/// `GET /onban/detail/{hash}`: `{"hash": "HBDEF", "data": {...}}`.
struct DetailResponse: Encodable, Sendable {
  let hash: String
  let data: Detail

  /// The detail screen's data. `prices` is `[original, sale]`, or `[sale]` without a discount.
  struct Detail: Encodable, Sendable {
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

  init(dish: Dish, urls: ImageURLs) {
    hash = dish.hash
    data = Detail(
      topImage: urls.url(for: dish.image), thumbImages: dish.thumbnails.map(urls.url(for:)),
      productDescription: dish.productDescription, point: dish.salePrice.point.text,
      deliveryInfo: dish.deliveryInfo, deliveryFee: dish.deliveryFee,
      prices: dish.prices.map(\.text), detailSection: dish.detailImages.map(urls.url(for:)))
  }
}
