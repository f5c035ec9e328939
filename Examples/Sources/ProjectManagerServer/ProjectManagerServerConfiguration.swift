import Foundation

/// How a ``ProjectManagerServer`` stores its records.
public struct ProjectManagerServerConfiguration: Sendable {
  /// The database file's name in ``dataDirectory``.
  public static let fileName = "pm-server.sqlite"

  /// The folder for `pm-server.sqlite` (created when missing, WAL mode), or nil to keep records
  /// in memory only (tests, throwaway runs).
  public var dataDirectory: URL?

  /// The server's clock: pushed stamps more than ``ProjectManagerDomain/WorkRules/clockDriftLimitMillis``
  /// ahead of it are refused.
  public var now: @Sendable () -> Date

  /// Creates a configuration.
  /// - Parameters:
  ///   - dataDirectory: where records are stored; nil for in memory.
  ///   - now: the server's clock.
  public init(dataDirectory: URL? = nil, now: @escaping @Sendable () -> Date = Date.init) {
    self.dataDirectory = dataDirectory
    self.now = now
  }
}
