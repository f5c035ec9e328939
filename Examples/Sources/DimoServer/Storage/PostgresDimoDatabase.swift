import Foundation
import Logging
import PostgresKit
import PostgresNIO
import SQLKit

/// The scaling engine: a pool of connections to a PostgreSQL server that several server
/// instances may share. Writes run in transactions (READ COMMITTED, retried on a serialization
/// failure or deadlock); reads run statement by statement.
final class PostgresDimoDatabase: DimoDatabase {
  let engine = DimoEngine.postgres
  private let client: PostgresClient
  private let runner: Task<Void, Never>
  /// The schema the tables live in (tests give each server its own), or nil for the default.
  let schema: String?

  private init(client: PostgresClient, runner: Task<Void, Never>, schema: String?) {
    self.client = client
    self.runner = runner
    self.schema = schema
  }

  /// Connects to the server of `url` (`postgres://user:password@host:port/database`,
  /// optionally `?sslmode=disable|prefer|require`), first with one connection that must log in
  /// within `connectTimeout` (``PostgresConnectionCheck``).
  /// - Parameters:
  ///   - schema: a schema to create (when missing) and use instead of `public`.
  ///   - maxConnections: the pool's size.
  ///   - connectTimeout: how long the first connection may take.
  /// - Throws: ``PostgresURL/Invalid`` for a URL that is not PostgreSQL's,
  ///   ``PostgresUnreachable`` saying why the server cannot be used, or the error of creating
  ///   the schema.
  static func open(
    url: String, schema: String? = nil, maxConnections: Int = 16,
    connectTimeout: Duration = PostgresConnectionCheck.defaultTimeout, logger: Logger
  ) async throws -> PostgresDimoDatabase {
    let target = try PostgresURL(url)
    try await PostgresConnectionCheck.run(target, timeout: connectTimeout, logger: logger)
    var configuration = target.clientConfiguration
    configuration.options.maximumConnections = maxConnections
    if let schema {
      configuration.options.additionalStartupParameters = [("search_path", schema)]
    }
    let client = PostgresClient(configuration: configuration)
    let runner = Task { await client.run() }
    let database = PostgresDimoDatabase(client: client, runner: runner, schema: schema)
    if let schema {
      do {
        try await database.read { db in
          try await db.raw("CREATE SCHEMA IF NOT EXISTS \(ident: schema)").run()
        }
      } catch {
        await database.close()
        throw error
      }
    }
    return database
  }

  func read<T: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> T)
    async throws -> T
  {
    try await client.withConnection { connection in
      try await body(connection.sql(queryLogLevel: nil))
    }
  }

  func write<T: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> T)
    async throws -> T
  {
    var attempt = 1
    while true {
      do {
        return try await transaction(body)
      } catch  where StoreConstraint(error) == .retry && attempt < 3 {
        attempt += 1
      }
    }
  }

  /// Drops this database's schema and everything in it (tests).
  func dropSchema() async throws {
    guard let schema else { return }
    try await read { db in try await db.raw("DROP SCHEMA \(ident: schema) CASCADE").run() }
  }

  func close() async {
    runner.cancel()
    await runner.value
  }

  private func transaction<T: Sendable>(
    _ body: @escaping @Sendable (any SQLDatabase) async throws -> T
  ) async throws -> T {
    try await client.withConnection { connection in
      let database = connection.sql(queryLogLevel: nil)
      try await database.raw("BEGIN").run()
      do {
        let value = try await body(database)
        try await database.raw("COMMIT").run()
        return value
      } catch {
        try? await database.raw("ROLLBACK").run()
        throw error
      }
    }
  }
}
