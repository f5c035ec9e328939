import BookKittyAPI
import Foundation

/// The catalog and covers shipped in this module's resources.
enum BundledResources {
  /// The catalog, its covers and its search index, read, checked and indexed once per process:
  /// they never change while it runs, and every server shares them (a test run starts dozens;
  /// each used to read 300 books and 1.7 MB of covers and build the index again, on the
  /// threads every test shares).
  static let loaded: Result<Loaded, CatalogError> = Result { () throws(CatalogError) in
    let library = try covers()
    let checked = try catalog(covers: library)
    return Loaded(catalog: checked, covers: library, index: SearchIndex(books: checked.books))
  }

  /// What ``loaded`` holds.
  struct Loaded: Sendable {
    /// The checked catalog.
    let catalog: Catalog
    /// The covers it names.
    let covers: CoverLibrary
    /// The search index over its books.
    let index: SearchIndex
  }

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
