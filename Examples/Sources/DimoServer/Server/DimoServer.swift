import DimoAPI
import DimoDomain
import ExampleSupport
import Foundation
import Logging
import ServerSupport

/// The DIMO server on Hummingbird 2: every endpoint of the original but its crawler and TMDB
/// proxy (movies are works of its own catalog, beside the anime), under `/dimo`, with real
/// authentication, on SQLite (the embedded default) or PostgreSQL (several instances sharing
/// one database).
///
/// Open it with ``open(_:)`` (which migrates and, on a fresh database, seeds the sample
/// catalog and activity), mount it with ``addRoutes(to:prefix:)`` or ``makeRouter(prefix:)``,
/// and ``close()`` it when done. Every route, method and body is in `DimoAPI`
/// (``DimoRoute``, ``DimoEndpoint`` and the `Request…`/`Respond…` types).
public final class DimoServer: Sendable {
  /// Where the routes are mounted unless told otherwise.
  public static let defaultPrefix = "/dimo"

  /// The configuration it was opened with.
  public let configuration: DimoServerConfiguration
  /// Requests received per path.
  public let requests = RequestCounter()
  /// Faults to inject into the next answers of a path; none by default.
  public let faults = FaultInjector()
  /// The engine in use.
  public var engine: DimoEngine { env.database.engine }

  let env: DimoEnvironment

  private init(configuration: DimoServerConfiguration, env: DimoEnvironment) {
    self.configuration = configuration
    self.env = env
  }

  /// Opens the database, brings it to the latest schema (seeding a fresh one) and loads the
  /// signing key and the pictures.
  /// - Throws: ``DimoServerError`` when something is missing or cannot be opened.
  public static func open(_ configuration: DimoServerConfiguration) async throws -> DimoServer {
    let folder = configuration.dataDirectory
    let catalog: DimoCatalog
    let activity: SampleActivity
    let images: DimoImageLibrary
    do {
      try PrivateFolder.prepare(folder)
      catalog = try DimoCatalog.bundled()
      activity = try SampleActivity.bundled()
      images = try DimoImageLibrary.bundled()
    } catch let error as DimoResourceError {
      throw DimoServerError.resource(error.description)
    } catch {
      throw DimoServerError.database(
        "cannot create \(folder.path(percentEncoded: false)): \(error)")
    }
    let key =
      configuration.signingKey
      ?? DimoSigningKey.resolved(environment: ProcessInfo.processInfo.environment, folder: folder)
    let secret = try key.load()
    let database = try await openDatabase(configuration)
    do {
      try await DimoMigrator.migrate(
        database,
        context: MigrationContext(
          engine: database.engine, catalog: catalog, activity: activity,
          now: configuration.clock().epochSeconds))
    } catch {
      await database.close()
      throw DimoServerError.database("cannot migrate: \(String(reflecting: error))")
    }
    let env = DimoEnvironment(
      database: database, tokens: await TokenService.make(secret: secret),
      hasher: await PasswordHasher.make(cost: configuration.passwordHashCost),
      codes: SMSCodeHasher(secret: secret),
      outbox: SMSOutbox(url: DimoServerConfiguration.outboxURL(in: folder)),
      clock: configuration.clock, paths: ImagePaths(prefix: defaultPrefix), images: images,
      profileImages: ProfileImageFolder(
        url: folder.appending(path: DimoServerConfiguration.profileImageFolderName)),
      logger: configuration.logger)
    return DimoServer(configuration: configuration, env: env)
  }

  private static func openDatabase(_ configuration: DimoServerConfiguration) async throws
    -> any DimoDatabase
  {
    do {
      switch configuration.database {
      case .sqlite(let file):
        let url =
          file
          ?? configuration.dataDirectory.appending(path: DimoServerConfiguration.sqliteFileName)
        return try await SQLiteDimoDatabase.open(
          path: url.path(percentEncoded: false), logger: configuration.logger)
      case .postgres(let url, let schema, let maxConnections):
        return try await PostgresDimoDatabase.open(
          url: url, schema: schema, maxConnections: maxConnections,
          connectTimeout: configuration.postgresConnectTimeout, logger: configuration.logger)
      }
    } catch let error as PostgresURL.Invalid {
      throw DimoServerError.database(error.description)
    } catch let error as PostgresUnreachable {
      throw DimoServerError.database(error.description)
    } catch {
      throw DimoServerError.database("cannot connect: \(String(reflecting: error))")
    }
  }

  /// Closes the database connections; the routes answer 500 afterwards.
  public func close() async {
    await env.database.close()
  }

  /// Drops the PostgreSQL schema named in the configuration and everything in it (tests and
  /// benchmarks give each server a schema of its own); nothing for SQLite or the default schema.
  public func dropSchema() async throws {
    try await (env.database as? PostgresDimoDatabase)?.dropSchema()
  }

  /// The text messages sent so far (SMS codes, one-time passwords), oldest first.
  public func sentMessages() throws -> [SMSMessage] {
    try env.outbox.messages()
  }

  /// The schema version of the database.
  public func schemaVersion() async throws -> Int {
    try await DimoMigrator.currentVersion(env.database)
  }

  /// How many passwords this instance checked with bcrypt (logins, password changes), a decoy
  /// check for an unknown id included.
  public var passwordChecks: Int { env.hasher.checks.value }

  /// How many requests reached `path` (like `/dimo/home/anime`, without a query).
  public func requestCount(path: String) -> Int {
    requests.count(path: path)
  }
}
