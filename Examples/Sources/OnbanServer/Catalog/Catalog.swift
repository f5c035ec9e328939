import Foundation

/// The Onban dishes, by section and by hash, loaded from `Resources/catalog.json`.
struct Catalog: Sendable {
  /// A list endpoint's worth of dishes.
  struct Section: Sendable {
    /// `main`, `soup` or `side`.
    let id: String
    /// The header the client shows above the section.
    let title: String
    let dishes: [Dish]
  }

  let sections: [Section]
  private let dishesByHash: [String: Dish]

  /// Validates the decoded file: unique five-letter hashes, parsable prices, and an original
  /// price above the sale price.
  init(file: CatalogFile) throws(CatalogError) {
    var dishesByHash: [String: Dish] = [:]
    var sections: [Section] = []
    for section in file.sections {
      var dishes: [Dish] = []
      for entry in section.dishes {
        let dish = try Self.dish(from: entry, deliveryFee: file.deliveryFee)
        guard dishesByHash.updateValue(dish, forKey: dish.hash) == nil else {
          throw .invalid("duplicate hash \(dish.hash)")
        }
        dishes.append(dish)
      }
      sections.append(Section(id: section.id, title: section.title, dishes: dishes))
    }
    self.sections = sections
    self.dishesByHash = dishesByHash
  }

  /// Decodes and validates `catalog.json`'s contents.
  init(data: Data) throws(CatalogError) {
    let file: CatalogFile
    do {
      file = try JSONDecoder().decode(CatalogFile.self, from: data)
    } catch {
      throw .invalid("catalog.json does not decode: \(error)")
    }
    try self.init(file: file)
  }

  /// The catalog shipped in the module's resources, decoded once per process (see
  /// ``ImageLibrary/bundled()``).
  static func bundled() throws(CatalogError) -> Catalog {
    try loaded.get()
  }

  private static let loaded = Result { () throws(CatalogError) in
    guard let url = Bundle.module.url(forResource: "catalog", withExtension: "json") else {
      throw .missingResource("catalog.json")
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .missingResource("catalog.json (\(error))")
    }
    return try Catalog(data: data)
  }

  /// The section served at `/<id>`.
  func section(id: String) -> Section? {
    sections.first { $0.id == id }
  }

  /// The dish with this hash (case-sensitive).
  func dish(hash: String) -> Dish? {
    dishesByHash[hash]
  }

  /// Every dish, section by section.
  var allDishes: [Dish] {
    sections.flatMap(\.dishes)
  }

  private static func dish(
    from entry: CatalogFile.Dish, deliveryFee: String
  ) throws(CatalogError) -> Dish {
    guard entry.hash.count == 5, entry.hash.allSatisfy({ $0.isASCII && $0.isUppercase }) else {
      throw .invalid("hash \(entry.hash) is not five uppercase letters")
    }
    guard let sale = WonPrice(parsing: entry.salePrice) else {
      throw .invalid("\(entry.hash): sale price \(entry.salePrice)")
    }
    var original: WonPrice?
    if let text = entry.originalPrice {
      guard let price = WonPrice(parsing: text), price > sale else {
        throw .invalid("\(entry.hash): original price \(text) must be above \(entry.salePrice)")
      }
      original = price
    }
    return Dish(
      hash: entry.hash, title: entry.title, description: entry.description,
      alt: entry.alt ?? entry.title, originalPrice: original, salePrice: sale,
      badges: entry.badges ?? [], deliveryTypes: entry.deliveryTypes, image: entry.image,
      thumbnails: entry.thumbnails, detailImages: entry.detailImages,
      productDescription: entry.productDescription, deliveryInfo: entry.deliveryInfo,
      deliveryFee: deliveryFee)
  }
}
