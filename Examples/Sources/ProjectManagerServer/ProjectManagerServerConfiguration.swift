import Foundation
import ProjectManagerAPI

/// How a ``ProjectManagerServer`` stores its records and whom it answers.
public struct ProjectManagerServerConfiguration: Sendable {
  /// Who may use the sync routes.
  public enum Access: Sendable {
    /// Only requests that send this token as `Authorization: Bearer <token>`; every other one
    /// gets a 401 and changes nothing. `cairn-apps serve` and the embedded servers always use it.
    case token(BoardToken)
    /// Anyone who can reach the server: only for in-memory fixtures of tests that are not about
    /// the token, and that say so by choosing it.
    case open
  }

  /// The database file's name in ``dataDirectory``.
  public static let fileName = "pm-server.sqlite"

  /// The folder for `pm-server.sqlite` (created when missing, WAL mode), or nil to keep records
  /// in memory only (tests, throwaway runs).
  public var dataDirectory: URL?

  /// Who may use the sync routes (`GET health` answers anyone).
  public var access: Access

  /// The server's clock: pushed stamps more than ``ProjectManagerDomain/WorkRules/clockDriftLimitMillis``
  /// ahead of it are refused.
  public var now: @Sendable () -> Date

  /// Creates a configuration.
  /// - Parameters:
  ///   - dataDirectory: where records are stored; nil for in memory.
  ///   - access: who may use the sync routes; there is no default, so that an open server is
  ///     always a choice someone wrote down.
  ///   - now: the server's clock.
  public init(
    dataDirectory: URL? = nil, access: Access,
    now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.dataDirectory = dataDirectory
    self.access = access
    self.now = now
  }
}
