import Foundation
import ProcessTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// A folder on a file system of its own (a small tmpfs), that the drill fills up for a while
/// and frees again: a full disk under one device, with the rest of the machine untouched.
///
/// Mounting takes root, which CI has; elsewhere the folder is a plain one and ``fill()``
/// returns false, so that the drill runs without its full-disk phase and says so.
final class SmallDisk {
  let folder: URL
  let isMounted: Bool
  private var filler: URL { folder.appending(path: "filler") }

  init(folder: URL, megabytes: Int) throws {
    self.folder = folder
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    if geteuid() == 0 {  // mount takes root; CI runs as root, so CI always has the full disk
      let mounted = try Subprocess.run([
        "mount", "-t", "tmpfs", "-o", "size=\(megabytes)m", "tmpfs", folder.path,
      ])
      isMounted = mounted.status == 0
    } else {
      isMounted = false
    }
  }

  /// Fills the file system to its last byte; false when it is not a file system of its own.
  @discardableResult
  func fill() throws -> Bool {
    guard isMounted else { return false }
    _ = FileManager.default.createFile(atPath: filler.path, contents: nil)
    let handle = try FileHandle(forWritingTo: filler)
    defer { try? handle.close() }
    let block = Data(count: 64 * 1024)
    var size = block.count
    // Writes until no block fits, then smaller and smaller pieces until no byte fits.
    while size > 0 {
      do {
        try handle.write(contentsOf: block.prefix(size))
      } catch {
        size /= 2
      }
    }
    return true
  }

  /// Frees what ``fill()`` took.
  func free() {
    try? FileManager.default.removeItem(at: filler)
  }

  /// Unmounts the file system (lazily: an open database may still hold it).
  func remove() {
    if isMounted { _ = try? Subprocess.run(["umount", "-l", folder.path]) }
    try? FileManager.default.removeItem(at: folder)
  }
}
