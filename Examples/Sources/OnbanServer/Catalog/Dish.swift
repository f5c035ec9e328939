/// One dish of the catalog, validated: its prices parsed and its images named.
struct Dish: Sendable, Equatable {
  /// Five uppercase letters, unique in the catalog (`HBDEF`).
  let hash: String
  let title: String
  let description: String
  let alt: String
  /// The price before the discount, when the dish is discounted; always above ``salePrice``.
  let originalPrice: WonPrice?
  let salePrice: WonPrice
  /// 런칭특가, 이벤트특가 or 메인특가; empty when the dish has none.
  let badges: [String]
  /// 새벽배송 and/or 전국택배.
  let deliveryTypes: [String]
  /// File names under `Resources/images`.
  let image: String
  let thumbnails: [String]
  let detailImages: [String]
  let productDescription: String
  let deliveryInfo: String
  let deliveryFee: String

  /// The detail's `prices`: `[original, sale]` when discounted, else `[sale]`.
  var prices: [WonPrice] {
    [originalPrice, salePrice].compactMap { $0 }
  }
}
