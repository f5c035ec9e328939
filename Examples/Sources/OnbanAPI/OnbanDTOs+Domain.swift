import OnbanDomain

extension RespondDish {
  /// The domain dish; a price the API words in a way we cannot read is bad data.
  public func toDomain() throws(OnbanError) -> Dish {
    guard let sale = Won(text: sPrice) else {
      throw .badResponse("s_price '\(sPrice)' of \(detailHash)")
    }
    var original: Won?
    if let nPrice {
      guard let value = Won(text: nPrice) else {
        throw .badResponse("n_price '\(nPrice)' of \(detailHash)")
      }
      original = value
    }
    return Dish(
      hash: detailHash, title: title, description: description, imageURL: image, imageAlt: alt,
      salePrice: sale, originalPrice: original, badges: badge ?? [], deliveryTypes: deliveryType)
  }
}

extension RespondDishDetail {
  /// The domain detail: `prices` of two entries are [original, sale], of one the sale price.
  public func toDomain() throws(OnbanError) -> DishDetail {
    let prices = try data.prices.map { text throws(OnbanError) -> Won in
      guard let won = Won(text: text) else { throw .badResponse("price '\(text)' of \(hash)") }
      return won
    }
    guard let sale = prices.last, prices.count <= 2 else {
      throw .badResponse("\(data.prices.count) prices for \(hash)")
    }
    return DishDetail(
      hash: hash, topImageURL: data.topImage, thumbnailURLs: data.thumbImages,
      productDescription: data.productDescription, point: data.point,
      deliveryInfo: data.deliveryInfo, deliveryFee: data.deliveryFee, salePrice: sale,
      originalPrice: prices.count == 2 ? prices.first : nil, detailImageURLs: data.detailSection)
  }
}

extension RespondOrder {
  /// The domain receipt.
  public func toDomain() -> OrderReceipt {
    OrderReceipt(orderID: orderId, total: Won(total))
  }
}
