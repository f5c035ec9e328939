import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small secret in a server's data folder, readable by its owner only (mode 0600).
///
/// It is created whole or not at all, and never replaced: the text is written to a new 0600
/// file beside it, which is then hard-linked to the secret's name (a link fails when the name
/// exists, so two servers starting together keep the first one's secret), and the new file's
/// own name is removed. No process ever sees the secret half written or readable by others.
public struct SecretFile: Sendable {
  /// The file.
  public let url: URL

  /// The secret kept in `url`.
  public init(url: URL) {
    self.url = url
  }

  private var path: String { url.path(percentEncoded: false) }

  /// Creates the file holding `text` unless it exists.
  /// - Returns: true when this call created it, false when it was there already.
  /// - Throws: ``SecretFileError/cannotWrite(path:reason:)`` when the folder or the file cannot
  ///   be made.
  public func createIfMissing(holding text: String) throws(SecretFileError) -> Bool {
    let folder = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .cannotWrite(path: path, reason: "cannot create its folder: \(error)")
    }
    let temporary = folder.appending(path: ".\(url.lastPathComponent).\(UUID().uuidString)")
      .path(percentEncoded: false)
    try writeNewFile(temporary, holding: text)
    let linked = link(temporary, path)
    let linkError = errno
    unlink(temporary)
    if linked == 0 { return true }
    if linkError == EEXIST { return false }
    throw .cannotWrite(path: path, reason: Self.reason(linkError))
  }

  /// The file's text without the whitespace around it, or `nil` when there is no file. A file
  /// that others may read is first made the owner's only.
  /// - Throws: ``SecretFileError/cannotRead(path:reason:)``.
  public func read() throws(SecretFileError) -> String? {
    let data: Data
    do {
      guard FileManager.default.fileExists(atPath: path) else { return nil }
      let attributes = try FileManager.default.attributesOfItem(atPath: path)
      if let mode = attributes[.posixPermissions] as? Int, mode & 0o077 != 0 {
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
      }
      data = try Data(contentsOf: url)
    } catch {
      throw .cannotRead(path: path, reason: "\(error)")
    }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Writes `text` to a file that must not exist yet, created with mode 0600, and flushes it.
  private func writeNewFile(_ temporary: String, holding text: String) throws(SecretFileError) {
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: Self.reason(errno)) }
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else {
        let reason = Self.reason(errno)
        close(descriptor)
        unlink(temporary)
        throw .cannotWrite(path: path, reason: reason)
      }
      offset += written
    }
    let flushed = fsync(descriptor)
    let flushError = errno
    close(descriptor)
    guard flushed == 0 else {
      unlink(temporary)
      throw .cannotWrite(path: path, reason: Self.reason(flushError))
    }
  }

  private static func reason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}

/// Why a ``SecretFile`` could not be made or read.
public enum SecretFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file (or its folder) could not be written.
  case cannotWrite(path: String, reason: String)
  /// The file exists but could not be read.
  case cannotRead(path: String, reason: String)

  /// One sentence, naming the file.
  public var description: String {
    switch self {
    case .cannotWrite(let path, let reason): "cannot create \(path): \(reason)"
    case .cannotRead(let path, let reason): "cannot read \(path): \(reason)"
    }
  }
}
