import OnbanAPI

extension RespondDishList {
  /// The list of a catalog section, with its image URLs.
  init(section: Catalog.Section, urls: ImageURLs) {
    self.init(
      statusCode: 200,
      body: section.dishes.map { dish in
        RespondDish(
          detailHash: dish.hash, image: urls.url(for: dish.image), alt: dish.alt,
          deliveryType: dish.deliveryTypes, title: dish.title, description: dish.description,
          nPrice: dish.originalPrice?.text, sPrice: dish.salePrice.text,
          badge: dish.badges.isEmpty ? nil : dish.badges)
      })
  }
}

extension RespondDishDetail {
  /// The detail of a dish: `prices` is `[original, sale]`, or `[sale]` without a discount.
  init(dish: Dish, urls: ImageURLs) {
    self.init(
      hash: dish.hash,
      data: RespondDetailData(
        topImage: urls.url(for: dish.image), thumbImages: dish.thumbnails.map(urls.url(for:)),
        productDescription: dish.productDescription, point: dish.salePrice.point.text,
        deliveryInfo: dish.deliveryInfo, deliveryFee: dish.deliveryFee,
        prices: dish.prices.map(\.text), detailSection: dish.detailImages.map(urls.url(for:))))
  }
}
