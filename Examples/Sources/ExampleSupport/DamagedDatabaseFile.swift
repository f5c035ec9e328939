import Foundation

/// Moves an SQLite database that SQLite calls damaged (or not a database) out of the way, with
/// its `-wal`, `-shm` and `-journal`, so that the app can start on a new one and nothing of the
/// old one is lost: `pm.sqlite` becomes `pm.sqlite.damaged-20261128-143005` (the time in UTC;
/// `-2`, `-3` … when that name is taken), in the same folder, where it can be recovered.
public struct DamagedDatabaseFile: Sendable {
  /// The database file's path.
  public let path: String

  /// The database file at `path`.
  public init(path: String) {
    self.path = path
  }

  /// True for SQLite's primary result codes that mean the file is damaged (`SQLITE_CORRUPT`,
  /// 11) or not a database (`SQLITE_NOTADB`, 26).
  public static func isDamage(primaryResultCode code: Int32) -> Bool {
    code == 11 || code == 26
  }

  /// Moves the file and its companions aside; returns where the file went.
  /// - Throws: ``PrivateFileError`` naming the file that could not be moved.
  public func moveAside(at time: Date) throws(PrivateFileError) -> String {
    let manager = FileManager.default
    let base = "\(path).damaged-\(Self.timestamp(time))"
    var destination = base
    var attempt = 1
    while manager.fileExists(atPath: destination) {
      attempt += 1
      destination = "\(base)-\(attempt)"
    }
    for suffix in [""] + PrivateDatabaseFile.companionSuffixes
    where manager.fileExists(atPath: path + suffix) {
      do {
        try manager.moveItem(atPath: path + suffix, toPath: destination + suffix)
      } catch {
        throw PrivateFileError(
          path: path + suffix, reason: "cannot move it aside: \(error.localizedDescription)")
      }
    }
    return destination
  }

  /// `yyyyMMdd-HHmmss` in UTC.
  private static func timestamp(_ time: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd-HHmmss"
    return formatter.string(from: time)
  }
}
