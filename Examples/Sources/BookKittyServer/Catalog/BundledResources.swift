import BookKittyAPI
import Foundation

/// The catalog and covers shipped in this module's resources.
enum BundledResources {
  /// The covers folder.
  static func covers() throws(CatalogError) -> CoverLibrary {
    guard let folder = Bundle.module.url(forResource: "covers", withExtension: nil) else {
      throw .missingResource("covers")
    }
    return try CoverLibrary(folder: folder)
  }

  /// The catalog, checked against `covers`.
  static func catalog(covers: CoverLibrary) throws(CatalogError) -> Catalog {
    guard let url = Bundle.module.url(forResource: "catalog", withExtension: "json") else {
      throw .missingResource("catalog.json")
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .missingResource("catalog.json (\(error))")
    }
    return try Catalog(data: data, coverNames: covers.names)
  }
}
