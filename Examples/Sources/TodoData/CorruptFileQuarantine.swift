import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Moves a file that cannot be decoded out of the way, keeping it for inspection.
///
/// `todos.json` becomes `todos.corrupt-20250301-140512.json` (the time in UTC), or
/// `todos.corrupt-20250301-140512-2.json` and so on when that name is taken. An existing file is
/// never overwritten.
enum CorruptFileQuarantine {
  /// Renames `file` to a free "corrupt" name in the same folder and returns that name.
  static func moveAside(_ file: URL, at time: Date) throws(FileFailure) -> URL {
    let path = file.path(percentEncoded: false)
    let stem = file.deletingPathExtension().lastPathComponent
    let pathExtension = file.pathExtension.isEmpty ? "" : "." + file.pathExtension
    let base = "\(stem).corrupt-\(timestamp(time))"
    for attempt in 1...10_000 {
      let name = attempt == 1 ? base : "\(base)-\(attempt)"
      let candidate = file.deletingLastPathComponent().appending(path: name + pathExtension)
      if try move(path, to: candidate.path(percentEncoded: false)) {
        return candidate
      }
    }
    throw FileFailure(path: path, reason: "cannot find a free name to move the file aside")
  }

  /// Moves `source` to `destination` unless something is already there.
  /// - Returns: false when `destination` is taken.
  private static func move(_ source: String, to destination: String) throws(FileFailure) -> Bool {
    // A hard link fails when the destination exists, so nothing can be overwritten.
    if link(source, destination) == 0 {
      guard unlink(source) == 0 else {
        let failure = FileFailure.lastError(path: source, doing: "cannot move the file aside")
        unlink(destination)
        throw failure
      }
      return true
    }
    switch errno {
    case EEXIST:
      return false
    case EPERM, EXDEV, EMLINK, ENOTSUP, EOPNOTSUPP:
      // The file system has no hard links: check, then rename.
      var status = stat()
      guard lstat(destination, &status) != 0, errno == ENOENT else { return false }
      guard rename(source, destination) == 0 else {
        throw .lastError(path: source, doing: "cannot move the file aside")
      }
      return true
    default:
      throw .lastError(path: source, doing: "cannot move the file aside")
    }
  }

  /// `yyyyMMdd-HHmmss` in UTC.
  private static func timestamp(_ time: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let parts = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute, .second], from: time)
    func padded(_ value: Int?, _ width: Int) -> String {
      let digits = String(value ?? 0)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return padded(parts.year, 4) + padded(parts.month, 2) + padded(parts.day, 2) + "-"
      + padded(parts.hour, 2) + padded(parts.minute, 2) + padded(parts.second, 2)
  }
}
