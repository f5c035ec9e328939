import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How much room is left on the file system that holds a path: what tells a full disk apart
/// from another input/output error, which SQLite in WAL mode reports alike ("disk I/O error")
/// when a write to its log or shared-memory file finds no room.
public enum DiskSpace {
  /// Below this many free bytes, a failed write is taken to be a full disk.
  public static let nearlyFullBytes: UInt64 = 1 << 20

  /// The bytes an unprivileged process may still write on the file system of `path` (or of
  /// its nearest existing parent), or nil when it cannot be asked.
  public static func availableBytes(at path: String) -> UInt64? {
    var url = URL(filePath: path)
    while !FileManager.default.fileExists(atPath: url.path(percentEncoded: false)) {
      let parent = url.deletingLastPathComponent()
      guard parent != url else { return nil }
      url = parent
    }
    var stats = statvfs()
    guard statvfs(url.path(percentEncoded: false), &stats) == 0 else { return nil }
    return UInt64(stats.f_bavail) * UInt64(stats.f_frsize)
  }

  /// True when the file system of `path` has less than ``nearlyFullBytes`` left.
  public static func isNearlyFull(at path: String) -> Bool {
    availableBytes(at: path).map { $0 < nearlyFullBytes } ?? false
  }
}
