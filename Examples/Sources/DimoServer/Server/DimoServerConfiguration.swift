import Foundation
import Logging

/// How a ``DimoServer`` stores its data and signs its tokens.
public struct DimoServerConfiguration: Sendable {
  /// Where the tables live.
  public enum Database: Sendable {
    /// An SQLite file (WAL mode): `dimo-server.sqlite` in the data folder unless given.
    case sqlite(URL? = nil)
    /// A PostgreSQL server, `postgres://user:password@host:port/database`; `schema` puts the
    /// tables in a schema of their own (tests), `maxConnections` sizes the pool.
    case postgres(url: String, schema: String? = nil, maxConnections: Int = 16)
  }

  /// The SQLite file's name in the data folder.
  public static let sqliteFileName = "dimo-server.sqlite"
  /// The profile pictures' folder in the data folder.
  public static let profileImageFolderName = "profile-images"

  /// The folder for the SQLite file, the signing key, the SMS outbox and the profile pictures;
  /// created when missing.
  public var dataDirectory: URL
  /// The engine.
  public var database: Database
  /// The token signing key; nil for `DIMO_JWT_SECRET`, else the key file in the data folder.
  public var signingKey: DimoSigningKey?
  /// bcrypt's cost: 10 (the original's) unless a test asks for a cheaper one.
  public var passwordHashCost: UInt8
  /// The time (tests move it to expire tokens and codes).
  public var clock: @Sendable () -> Date
  /// Where failures are logged.
  public var logger: Logger
  /// How long the first PostgreSQL connection may take before the server says it cannot
  /// reach the database (5 s; tests on a busy machine give more).
  public var postgresConnectTimeout: Duration = PostgresConnectionCheck.defaultTimeout

  /// Creates a configuration.
  public init(
    dataDirectory: URL, database: Database = .sqlite(), signingKey: DimoSigningKey? = nil,
    passwordHashCost: UInt8 = 10, clock: @escaping @Sendable () -> Date = { Date() },
    logger: Logger = Logger(label: "dimo")
  ) {
    self.dataDirectory = dataDirectory
    self.database = database
    self.signingKey = signingKey
    self.passwordHashCost = passwordHashCost
    self.clock = clock
    self.logger = logger
  }

  /// The SMS outbox file of a data folder (what `cairn-apps dimo codes` reads).
  public static func outboxURL(in dataDirectory: URL) -> URL {
    dataDirectory.appending(path: SMSOutbox.fileName)
  }
}
