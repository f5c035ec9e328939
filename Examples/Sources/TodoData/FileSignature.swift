import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What tells one version of a file from another without reading it: its inode, size and
/// modification time (to the nanosecond). An atomic replace (a new inode) or an edit in place
/// (a new time or size) changes it; `nil` stands for "no file".
struct FileSignature: Equatable, Sendable {
  let inode: UInt64
  let size: Int64
  let seconds: Int
  let nanoseconds: Int

  /// The signature of the file at `url`, or `nil` when there is none (or it cannot be read).
  static func of(_ url: URL) -> FileSignature? {
    var info = stat()
    guard stat(url.path(percentEncoded: false), &info) == 0 else { return nil }
    #if canImport(Glibc)
      let modified = info.st_mtim
    #else
      let modified = info.st_mtimespec
    #endif
    return FileSignature(
      inode: UInt64(info.st_ino), size: Int64(info.st_size), seconds: Int(modified.tv_sec),
      nanoseconds: Int(modified.tv_nsec))
  }
}
