import BookKittyAPI
import Foundation
import ServerSupport

/// BookKitty's book search on Hummingbird 2: the shape of Naver's book search over a sample
/// catalog of 416 Korean books and translations.
///
/// Serves under a prefix, `/bookkitty` by default:
/// - `GET /bookkitty/v1/search/book.json?query=&display=&start=&sort=sim|date`: the books whose
///   title or authors hold every word of the query, as `{"lastBuildDate", "total", "start",
///   "display", "items": [...]}`; a bad parameter is a 400 with `{"errorMessage", "errorCode"}`;
/// - `GET /bookkitty/covers/{isbn}.png`: the 96×140 cover the items' `image` names;
/// - `GET /bookkitty/books/{isbn}`: one book as an item (the items' `link`).
///
/// The catalog is sample data written for this project; its ISBNs were generated (prefix 979119,
/// valid check digits) and name no real edition. Mount it on a shared router with
/// ``addRoutes(to:prefix:)`` or build a router of its own with ``makeRouter(prefix:)``. Tests read
/// ``requests`` and inject faults through ``faults``.
public struct BookKittyServer: Sendable {
  /// Where the routes are mounted unless told otherwise.
  public static let defaultPrefix = "/bookkitty"

  /// Requests received per path (every route of every router it was mounted on).
  public let requests: RequestCounter
  /// Faults to inject into the next answers of a path; none by default.
  public let faults: FaultInjector

  let catalog: Catalog
  let covers: CoverLibrary
  let index: SearchIndex
  let now: @Sendable () -> Date

  /// Loads the bundled catalog and covers.
  /// - Parameter now: the clock of `lastBuildDate`.
  /// - Throws: ``CatalogError`` for missing or invalid resources.
  public init(now: @escaping @Sendable () -> Date = { Date() }) throws(CatalogError) {
    let bundled = try BundledResources.loaded.get()
    self.init(
      catalog: bundled.catalog, covers: bundled.covers, index: bundled.index, now: now)
  }

  init(
    catalog: Catalog, covers: CoverLibrary, index: SearchIndex,
    now: @escaping @Sendable () -> Date
  ) {
    self.catalog = catalog
    self.covers = covers
    self.now = now
    self.index = index
    requests = RequestCounter()
    faults = FaultInjector()
  }

  /// Every book of the catalog, by category then title: what the local model knows.
  public var books: [CatalogBook] {
    catalog.books
  }

  /// How many requests reached `path` (like `/bookkitty/v1/search/book.json`, without a query).
  public func requestCount(path: String) -> Int {
    requests.count(path: path)
  }

  /// The bundled catalog, without starting a server.
  public static func bundledCatalog() throws(CatalogError) -> [CatalogBook] {
    try BundledResources.loaded.get().catalog.books
  }
}
