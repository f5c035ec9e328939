import DimoServer
import Foundation
import Logging

extension DimoServerConfiguration {
  /// The configuration of every DIMO server the tests open: a fixed signing secret and a cheap
  /// bcrypt cost (one test checks that the default is 10), quiet unless given a logger.
  public static func forTests(
    folder: URL, database: Database = .sqlite(), clock: @escaping @Sendable () -> Date,
    logger: Logger = Logger(label: "dimo-tests") { _ in SwiftLogNoOpLogHandler() }
  ) -> DimoServerConfiguration {
    var configuration = DimoServerConfiguration(
      dataDirectory: folder, database: database,
      signingKey: .secret(Array("a test signing secret of at least 32 bytes".utf8)),
      passwordHashCost: testPasswordCost, clock: clock, logger: logger)
    configuration.postgresConnectTimeout = testPostgresConnectTimeout
    return configuration
  }

  /// How long a test waits for its first PostgreSQL connection: the server's 5 s is for a
  /// person at a prompt; the parallel suites keep both cores of a CI machine busy, and a login
  /// then takes longer without anything being wrong.
  public static let testPostgresConnectTimeout: Duration = .seconds(30)

  /// The bcrypt cost of the tests' servers.
  public static let testPasswordCost: UInt8 = 4
}
