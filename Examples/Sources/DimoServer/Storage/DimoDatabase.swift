import SQLKit

/// The two engines the server's one set of queries runs on.
public enum DimoEngine: String, Sendable, CaseIterable {
  /// An SQLite file in WAL mode: the embedded default.
  case sqlite
  /// A PostgreSQL server: for several instances behind a load balancer.
  case postgres
}

/// Where the server keeps its data: a connection to either engine, with reads and
/// transactional writes. Every query is written once, in SQL both engines accept.
protocol DimoDatabase: Sendable {
  /// Which engine.
  var engine: DimoEngine { get }

  /// Runs `body` on a connection for reading (a consistent snapshot).
  func read<T: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> T)
    async throws -> T

  /// Runs `body` in a transaction: committed when it returns, rolled back when it throws.
  func write<T: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> T)
    async throws -> T

  /// Closes every connection; the database cannot be used afterwards.
  func close() async
}
