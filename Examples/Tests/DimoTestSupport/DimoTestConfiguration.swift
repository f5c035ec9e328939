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
    DimoServerConfiguration(
      dataDirectory: folder, database: database,
      signingKey: .secret(Array("a test signing secret of at least 32 bytes".utf8)),
      passwordHashCost: testPasswordCost, clock: clock, logger: logger)
  }

  /// The bcrypt cost of the tests' servers.
  public static let testPasswordCost: UInt8 = 4
}
