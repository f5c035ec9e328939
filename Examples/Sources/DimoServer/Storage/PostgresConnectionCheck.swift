import Logging
import NIOCore
import PostgresNIO

/// Connects once to a PostgreSQL server, logs in and disconnects, within a time limit: what
/// ``PostgresDimoDatabase/open(url:schema:maxConnections:connectTimeout:logger:)`` does first,
/// so that a server that cannot be reached, or refuses the login, is reported at once with its
/// cause. (The connection pool alone retries in silence and gives up after about a minute with
/// a `connectionCreationCircuitBreakerTripped` that names neither.)
enum PostgresConnectionCheck {
  /// How long the check waits unless told otherwise.
  static let defaultTimeout: Duration = .seconds(5)

  /// Connects to `url` and disconnects.
  /// - Throws: ``PostgresUnreachable`` naming the URL without its password and the cause
  ///   ("connection refused", PostgreSQL's own message such as `password authentication failed
  ///   for user "x"`, "timed out after 5 s").
  static func run(_ url: PostgresURL, timeout: Duration, logger: Logger)
    async throws(PostgresUnreachable)
  {
    do {
      let configuration = try url.connectionConfiguration(timeout: timeout)
      try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask {
          let connection = try await PostgresConnection.connect(
            configuration: configuration, id: 0, logger: logger)
          try? await connection.close()
        }
        // PostgresNIO enforces the timeout itself; this bounds the wait should it not.
        group.addTask {
          try await Task.sleep(for: timeout + .seconds(1))
          throw ChannelError.connectTimeout(.seconds(timeout.components.seconds))
        }
        defer { group.cancelAll() }
        try await group.next()
      }
    } catch {
      throw PostgresUnreachable(
        url: url.withoutPassword, reason: PostgresFailureReason.describe(error, timeout: timeout))
    }
  }
}

/// A PostgreSQL server that could not be reached or logged into.
struct PostgresUnreachable: Error, CustomStringConvertible {
  /// The URL without its password.
  let url: String
  /// The cause in plain words.
  let reason: String

  /// One sentence: `cannot connect to postgres://user@host:port/db: connection refused`.
  var description: String { "cannot connect to \(url): \(reason)" }
}
