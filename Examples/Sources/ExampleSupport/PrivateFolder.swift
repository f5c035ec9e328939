import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder only its owner may list or enter (mode 0700), whatever the process umask: where a
/// server or an app keeps a database, its secrets and its users' files.
public enum PrivateFolder {
  /// The folder's permission bits.
  public static let mode: mode_t = 0o700

  /// Creates the folder at `url` (and its missing parents) when missing, and sets it to 0700,
  /// tightening one an older build made with the umask's mode.
  ///
  /// A shared folder with the sticky bit (such as `/tmp`) is left as it is: it is not the
  /// app's own, and taking it from the other users would break them.
  /// - Throws: ``PrivateFileError`` when the folder cannot be made or its mode cannot be set.
  public static func prepare(_ url: URL) throws(PrivateFileError) {
    let path = url.path(percentEncoded: false)
    do {
      try FileManager.default.createDirectory(
        at: url, withIntermediateDirectories: true,
        attributes: [.posixPermissions: Int(mode)])
    } catch {
      throw PrivateFileError(path: path, reason: "cannot create it: \(error.localizedDescription)")
    }
    var status = stat()
    guard stat(path, &status) == 0 else {
      throw PrivateFileError(path: path, reason: PrivateFileError.systemReason(errno))
    }
    guard status.st_mode & S_IFMT == S_IFDIR else {
      throw PrivateFileError(path: path, reason: "it is not a folder")
    }
    if status.st_mode & S_ISVTX != 0 || status.st_mode & 0o7777 == mode { return }
    guard chmod(path, mode) == 0 else {
      throw PrivateFileError(path: path, reason: PrivateFileError.systemReason(errno))
    }
  }
}

extension PrivateFileError {
  /// The system's message for `code` (`strerror`).
  static func systemReason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
