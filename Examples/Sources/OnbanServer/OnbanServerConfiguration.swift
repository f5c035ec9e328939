import Foundation

/// How an ``OnbanServer`` stores its orders.
public struct OnbanServerConfiguration: Sendable {
  /// The folder for `onban.sqlite` (created when missing, WAL mode), or nil to keep orders in
  /// memory only (tests, throwaway runs).
  public var dataDirectory: URL?

  /// Creates a configuration.
  /// - Parameter dataDirectory: where orders are stored; nil for in memory.
  public init(dataDirectory: URL? = nil) {
    self.dataDirectory = dataDirectory
  }
}
