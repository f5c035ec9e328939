import Foundation
import ProjectManagerAPI
import ServerSupport

/// The Project Manager board's sync backend on Hummingbird 2, its records in SQLite.
///
/// Serves under a prefix, `/pm` by default (bodies are the ``ProjectManagerAPI`` messages, keys
/// as their properties are named):
/// - `POST /pm/sync/push` with a `RequestPush`: merges each record field by field (the later
///   stamp wins) and answers a `RespondPush`;
/// - `GET /pm/sync/pull?since=N&limit=M`: the records changed after change number N, as a
///   `RespondPull`;
/// - `GET /pm/works`: the works that are not deleted, by due day then title, as `RespondWorks`;
/// - `GET /pm/health`: `{"status": "ok"}`.
///
/// Every route but `health` needs `Authorization: Bearer <board token>` unless the configuration
/// leaves the server open (``ProjectManagerServerConfiguration/Access``): without it, a 401.
/// Every refusal is a `RespondError` with one sentence. Mount it on a shared router with
/// ``addRoutes(to:prefix:)`` or build a router of its own with ``makeRouter(prefix:)``; run it
/// with ``RunningProjectManagerServer``. Tests read ``requests`` and inject faults through
/// ``faults``.
public struct ProjectManagerServer: Sendable {
  /// Where the routes are mounted unless told otherwise.
  public static let defaultPrefix = "/pm"
  /// The most records one push may carry; a larger push is refused whole.
  public static let maxPushRecords = 1_000
  /// The page size of a pull that gives no `limit`.
  public static let defaultPullLimit = 500

  /// The configuration it was created with.
  public let configuration: ProjectManagerServerConfiguration
  /// Requests received per path (every route of every router it was mounted on).
  public let requests: RequestCounter
  /// Faults to inject into the next answers of a path; none by default.
  public let faults: FaultInjector

  let store: SyncStore

  /// Opens (and creates or upgrades) the record database.
  /// - Throws: GRDB's `DatabaseError` or a file-system error when the database cannot be opened
  ///   or migrated.
  public init(configuration: ProjectManagerServerConfiguration) async throws {
    self.configuration = configuration
    self.store =
      if let folder = configuration.dataDirectory {
        try await SyncStore.file(in: folder)
      } else {
        try await SyncStore.inMemory()
      }
    self.requests = RequestCounter()
    self.faults = FaultInjector()
  }

  /// How many requests reached `path` (like `/pm/sync/pull`, without a query).
  public func requestCount(path: String) -> Int {
    requests.count(path: path)
  }

  /// Every stored record, tombstones included, in change order.
  public func records() async throws -> [WorkRecord] {
    try await store.all()
  }

  /// The latest change number: what a push answers as its cursor (0 for an empty database).
  public func cursor() async throws -> Int {
    try await store.latestSeq()
  }

  /// SQLite's journal mode of the record database (`wal` when stored in a file).
  public func journalMode() async throws -> String {
    try await store.journalMode()
  }
}
