import Foundation
import NIOSSL
import PostgresNIO

/// A `postgres://user:password@host:port/database` URL (optionally `?sslmode=disable|prefer|require`)
/// read into its parts: the configuration of the connection pool, of one connection, and the URL
/// to show in messages, without its password.
struct PostgresURL: Sendable {
  /// A URL that is not a PostgreSQL URL.
  struct Invalid: Error, CustomStringConvertible {
    let description: String
  }

  /// How the connection uses TLS (`sslmode`).
  enum TLSMode: Sendable {
    case disable, prefer, require
  }

  let host: String
  let port: Int
  let username: String
  let password: String?
  /// The database, or nil for the server's default (the user's name).
  let database: String?
  let tls: TLSMode

  /// Reads `url`; the password stays out of any error message.
  init(_ url: String) throws {
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
    switch mode {
    case "disable": tls = .disable
    case "require", "verify-full", "verify-ca": tls = .require
    case "prefer", "allow": tls = .prefer
    default: throw Invalid(description: "sslmode must be disable, prefer or require")
    }
    self.host = host
    port = components.port ?? 5432
    username = user
    password = components.password
    self.database = database.isEmpty ? nil : database
  }

  /// The URL without its password, for messages: `postgres://user@host:port/database`.
  var withoutPassword: String {
    var components = URLComponents()
    components.scheme = "postgres"
    components.user = username
    components.host = host
    components.port = port
    components.path = "/" + (database ?? "")
    return components.string ?? "postgres://\(host):\(port)"
  }

  /// The configuration of a connection pool to this server.
  var clientConfiguration: PostgresClient.Configuration {
    let tls: PostgresClient.Configuration.TLS =
      switch self.tls {
      case .disable: .disable
      case .prefer: .prefer(.makeClientConfiguration())
      case .require: .require(.makeClientConfiguration())
      }
    return PostgresClient.Configuration(
      host: host, port: port, username: username, password: password, database: database,
      tls: tls)
  }

  /// The configuration of one connection to this server that gives up after `timeout` (the
  /// TCP connection, TLS and the login together).
  func connectionConfiguration(timeout: Duration) throws -> PostgresConnection.Configuration {
    let tls: PostgresConnection.Configuration.TLS =
      switch self.tls {
      case .disable: .disable
      case .prefer: .prefer(try NIOSSLContext(configuration: .makeClientConfiguration()))
      case .require: .require(try NIOSSLContext(configuration: .makeClientConfiguration()))
      }
    var configuration = PostgresConnection.Configuration(
      host: host, port: port, username: username, password: password, database: database,
      tls: tls)
    configuration.options.connectTimeout = .nanoseconds(
      timeout.components.seconds * 1_000_000_000 + timeout.components.attoseconds / 1_000_000_000)
    return configuration
  }
}
