import Foundation

/// The bundled works and characters (`Resources/catalog.json`): sample data written for this
/// project, seeded into a fresh database.
struct DimoCatalog: Decodable, Sendable {
  /// A work.
  struct Anime: Decodable, Sendable {
    let animeID: Int
    let title: String
    let genre: String
    let plot: String
    let director: String
    let animeRelease: String
    let rate: String
    let posterImg: String

    enum CodingKeys: String, CodingKey {
      case title, genre, plot, director, rate
      case animeID = "anime_id"
      case animeRelease = "anime_release"
      case posterImg = "poster_img"
    }
  }

  /// A character of a work.
  struct Character: Decodable, Sendable {
    let characterID: Int
    let animeID: Int
    let characterName: String
    let characterImg: String

    enum CodingKeys: String, CodingKey {
      case characterID = "character_id"
      case animeID = "anime_id"
      case characterName = "character_name"
      case characterImg = "character_img"
    }
  }

  /// The works, in the file's order.
  let anime: [Anime]
  /// The characters, grouped by work, ids 1…N.
  let characters: [Character]

  /// The catalog shipped in the module's resources.
  static func bundled() throws(DimoResourceError) -> DimoCatalog {
    try DimoResourceError.decode(DimoCatalog.self, resource: "catalog")
  }
}

/// A bundled resource that is missing or does not decode.
struct DimoResourceError: Error, CustomStringConvertible {
  let description: String

  /// Decodes the JSON resource `name.json` of the module.
  static func decode<T: Decodable>(_ type: T.Type, resource name: String) throws(DimoResourceError)
    -> T
  {
    guard let url = Bundle.module.url(forResource: name, withExtension: "json") else {
      throw DimoResourceError(description: "the resource \(name).json is missing")
    }
    do {
      return try JSONDecoder().decode(T.self, from: Data(contentsOf: url))
    } catch {
      throw DimoResourceError(description: "the resource \(name).json is damaged: \(error)")
    }
  }
}
