import Foundation

/// How a ``ProjectManagerServer`` stores its records.
public struct ProjectManagerServerConfiguration: Sendable {
  /// The database file's name in ``dataDirectory``.
  public static let fileName = "pm-server.sqlite"

  /// The folder for `pm-server.sqlite` (created when missing, WAL mode), or nil to keep records
  /// in memory only (tests, throwaway runs).
  public var dataDirectory: URL?

  /// Creates a configuration.
  /// - Parameter dataDirectory: where records are stored; nil for in memory.
  public init(dataDirectory: URL? = nil) {
    self.dataDirectory = dataDirectory
  }
}
