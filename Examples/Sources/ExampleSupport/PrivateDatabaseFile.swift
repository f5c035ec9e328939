import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An SQLite database file only its owner may read or write: the file, and the `-wal`, `-shm`
/// and `-journal` files SQLite keeps beside it, mode 0600 in a folder of mode 0700
/// (``PrivateFolder``), whatever the process umask.
///
/// SQLite creates its `-wal` and `-shm` files with the main file's permission bits, so a main
/// file that is 0600 before SQLite first opens it keeps all of them private. ``prepare()`` is
/// called before opening the database for writing: it makes the folder, creates the file empty
/// (an empty file is a valid empty database) with mode 0600 when it is missing, and tightens a
/// file, and its companions, that an older build made with the umask's mode (0644).
public struct PrivateDatabaseFile: Sendable {
  /// The permission bits of the database and its companions.
  public static let mode: mode_t = 0o600
  /// The suffixes of the files SQLite keeps beside the database.
  public static let companionSuffixes = ["-wal", "-shm", "-journal"]

  /// The database file's path.
  public let path: String

  /// The database file at `path`.
  public init(path: String) {
    self.path = path
  }

  /// Makes the folder private, creates the file when missing, and sets the file and any
  /// companion that exists to 0600.
  /// - Throws: ``PrivateFileError`` naming the file or folder that could not be made private.
  public func prepare() throws(PrivateFileError) {
    let url = URL(fileURLWithPath: path)
    try PrivateFolder.prepare(url.deletingLastPathComponent())
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, Self.mode)
    guard descriptor >= 0 else {
      throw PrivateFileError(path: path, reason: PrivateFileError.systemReason(errno))
    }
    let changed = fchmod(descriptor, Self.mode)
    let changeError = errno
    close(descriptor)
    guard changed == 0 else {
      throw PrivateFileError(path: path, reason: PrivateFileError.systemReason(changeError))
    }
    for suffix in Self.companionSuffixes {
      let companion = path + suffix
      guard chmod(companion, Self.mode) == 0 || errno == ENOENT else {
        throw PrivateFileError(path: companion, reason: PrivateFileError.systemReason(errno))
      }
    }
  }

  /// The folder, the file and the companions that exist and that others than the owner may
  /// read, write or enter (any group or other permission bit): none once ``prepare()`` ran.
  public func exposedPaths() -> [String] {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path(percentEncoded: false)
    return ([folder, path] + Self.companionSuffixes.map { path + $0 }).filter { candidate in
      var status = stat()
      return stat(candidate, &status) == 0 && status.st_mode & 0o077 != 0
    }
  }

  /// The companions SQLite keeps beside the file that exist now.
  public func existingCompanions() -> [String] {
    Self.companionSuffixes.map { path + $0 }.filter { FileManager.default.fileExists(atPath: $0) }
  }
}
