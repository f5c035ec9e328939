/// The shape of `Resources/catalog.json`, as written by hand.
///
/// Prices are kept in their wire form (`"12,640원"`) and images as bare file names under
/// `Resources/images`; ``Catalog`` validates both when it loads the file.
struct CatalogFile: Decodable, Sendable {
  /// The 배송비 text every dish shows.
  let deliveryFee: String
  let sections: [Section]

  struct Section: Decodable, Sendable {
    /// `main`, `soup` or `side`: the last path component of the section's endpoint.
    let id: String
    /// The section header the client shows.
    let title: String
    let dishes: [Dish]
  }

  struct Dish: Decodable, Sendable {
    let hash: String
    let title: String
    let description: String
    let alt: String?
    let originalPrice: String?
    let salePrice: String
    let badges: [String]?
    let deliveryTypes: [String]
    let image: String
    let thumbnails: [String]
    let productDescription: String
    let deliveryInfo: String
    let detailImages: [String]

    enum CodingKeys: String, CodingKey {
      case hash, title, description, alt, badges, image, thumbnails
      case originalPrice = "original_price"
      case salePrice = "sale_price"
      case deliveryTypes = "delivery_types"
      case productDescription = "product_description"
      case deliveryInfo = "delivery_info"
      case detailImages = "detail_images"
    }
  }

  enum CodingKeys: String, CodingKey {
    case sections
    case deliveryFee = "delivery_fee"
  }
}
