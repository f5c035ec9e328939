import Foundation
import Logging
import NIOSSL
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
  /// optionally `?sslmode=disable|prefer|require`).
  /// - Parameters:
  ///   - schema: a schema to create (when missing) and use instead of `public`.
  ///   - maxConnections: the pool's size.
  static func open(
    url: String, schema: String? = nil, maxConnections: Int = 16, logger: Logger
  ) async throws -> PostgresDimoDatabase {
    var configuration = try PostgresURL.configuration(url)
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

/// Reads a `postgres://` URL into a client configuration.
enum PostgresURL {
  /// A URL that is not a PostgreSQL URL.
  struct Invalid: Error, CustomStringConvertible {
    let description: String
  }

  /// The configuration for `url`; the password stays out of any error message.
  static func configuration(_ url: String) throws -> PostgresClient.Configuration {
    guard let components = URLComponents(string: url),
      ["postgres", "postgresql"].contains(components.scheme ?? ""),
      let host = components.host, !host.isEmpty, let user = components.user, !user.isEmpty
    else {
      throw Invalid(
        description: "not a PostgreSQL URL; expected postgres://user:password@host:port/database")
    }
    let database = String(components.path.drop { $0 == "/" })
    let mode =
      components.queryItems?.last { ["sslmode", "tlsmode"].contains($0.name) }?.value ?? "prefer"
    let tls: PostgresClient.Configuration.TLS
    switch mode {
    case "disable": tls = .disable
    case "require", "verify-full", "verify-ca": tls = .require(.makeClientConfiguration())
    case "prefer", "allow": tls = .prefer(.makeClientConfiguration())
    default: throw Invalid(description: "sslmode must be disable, prefer or require")
    }
    return PostgresClient.Configuration(
      host: host, port: components.port ?? 5432, username: user,
      password: components.password, database: database.isEmpty ? nil : database, tls: tls)
  }
}
