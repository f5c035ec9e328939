/// `GET /onban/{main,soup,side}`: `{"statusCode": 200, "body": [dish, ...]}`.
struct SectionResponse: Encodable, Sendable {
  let statusCode: Int
  let body: [DishSummary]

  /// One list cell. `n_price` and `badge` are left out (not null) when the dish has none.
  struct DishSummary: Encodable, Sendable {
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

  init(section: Catalog.Section, urls: ImageURLs) {
    statusCode = 200
    body = section.dishes.map { dish in
      DishSummary(
        detailHash: dish.hash, image: urls.url(for: dish.image), alt: dish.alt,
        deliveryType: dish.deliveryTypes, title: dish.title, description: dish.description,
        nPrice: dish.originalPrice?.text, sPrice: dish.salePrice.text,
        badge: dish.badges.isEmpty ? nil : dish.badges)
    }
  }
}
