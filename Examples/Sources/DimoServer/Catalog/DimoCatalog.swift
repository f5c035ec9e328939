import Foundation

/// The bundled works and characters (`Resources/catalog.json`): sample data written for this
/// project, seeded into a fresh database — the anime by migration 2, the movies by migration 3.
struct DimoCatalog: Decodable, Sendable {
  /// The anime, in the file's order.
  let anime: [Work]
  /// The anime's characters, grouped by work, ids 1…N.
  let characters: [Character]
  /// The movies, in the file's order (ids from ``DimoSchema/firstMovieID``).
  let movies: [Work]
  /// The movies' characters, grouped by work, ids N+1… after the anime's.
  let movieCharacters: [Character]

  enum CodingKeys: String, CodingKey {
    case anime, characters, movies
    case movieCharacters = "movie_characters"
  }

  /// The catalog shipped in the module's resources, decoded once per process: resources never
  /// change while it runs, and every server opened in it (a test run opens hundreds) shares
  /// them instead of decoding them again on the threads every task shares.
  static func bundled() throws(DimoResourceError) -> DimoCatalog {
    try loaded.get()
  }

  private static let loaded = Result { () throws(DimoResourceError) in
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
