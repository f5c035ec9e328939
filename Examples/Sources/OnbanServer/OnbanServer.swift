import Foundation
import Hummingbird
import ServerSupport

/// The Onban side-dish store's API (Docs/Apps/Onban.md) on Hummingbird 2.
///
/// Serves under a prefix, `/onban` by default:
/// - `GET /onban/main`, `/onban/soup`, `/onban/side`: the three dish lists;
/// - `GET /onban/detail/{hash}`: a dish's detail;
/// - `GET /onban/images/{file}.png`: the pictures the other answers link to;
/// - `POST /onban/order` with `{"detail_hash", "quantity"}`: 201 `{"order_id", "total"}`, the
///   order recorded in SQLite.
///
/// Mount it on a shared router with ``addRoutes(to:prefix:)``, build a router of its own with
/// ``makeRouter(prefix:)``, or start a standalone server with ``run(host:port:onRunning:)``.
/// Tests read ``requestCount(path:)`` and inject faults through ``faults``.
public struct OnbanServer: Sendable {
  /// Where the routes are mounted unless told otherwise.
  public static let defaultPrefix = "/onban"

  /// The configuration it was created with.
  public let configuration: OnbanServerConfiguration
  /// Requests received per path (every route of every router it was mounted on).
  public let requests: RequestCounter
  /// Faults to inject into the next answers of a path; none by default.
  public let faults: FaultInjector

  let catalog: Catalog
  let images: ImageLibrary
  let orders: OrderStore

  /// Loads the bundled catalog and images and opens the order database.
  /// - Throws: ``CatalogError`` for missing or invalid resources; GRDB's `DatabaseError` or a
  ///   file-system error when the database cannot be opened or migrated.
  public init(configuration: OnbanServerConfiguration = OnbanServerConfiguration()) async throws {
    let orders =
      if let folder = configuration.dataDirectory {
        try await OrderStore.file(in: folder)
      } else {
        try await OrderStore.inMemory()
      }
    try self.init(
      configuration: configuration, catalog: .bundled(), images: .bundled(), orders: orders)
  }

  init(
    configuration: OnbanServerConfiguration, catalog: Catalog, images: ImageLibrary,
    orders: OrderStore
  ) {
    self.configuration = configuration
    self.catalog = catalog
    self.images = images
    self.orders = orders
    self.requests = RequestCounter()
    self.faults = FaultInjector()
  }

  /// How many requests reached `path` (like `/onban/main`, without a query).
  public func requestCount(path: String) -> Int {
    requests.count(path: path)
  }

  /// How many orders the database holds.
  public func orderCount() async throws -> Int {
    try await orders.count()
  }

  /// Every recorded order, oldest first.
  public func recordedOrders() async throws -> [OnbanOrder] {
    try await orders.all()
  }

  /// SQLite's journal mode of the order database (`wal` when stored in a file).
  func journalMode() async throws -> String {
    try await orders.journalMode()
  }
}
