import Foundation
import ProjectManagerAPI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The ``SyncLogin`` of a device, kept in its app folder (`sync-login.json`) and readable by
/// the user only (mode 0600): written to a new 0600 file, flushed, then renamed over the old
/// one, so that it is always whole. A file that cannot be read as a login is an error that says
/// what to do, never forgotten in silence (the board would quietly stop syncing with the server).
public struct SyncLoginFile: Sendable {
  /// The file's name in the app folder.
  public static let fileName = "sync-login.json"
  /// The file.
  public let url: URL

  /// The file in the app folder `folder`.
  public init(folder: URL) {
    url = folder.appending(path: Self.fileName)
  }

  /// The file as it is stored.
  private struct Stored: Codable {
    var server: String
    var token: String
  }

  private var path: String { url.path(percentEncoded: false) }

  /// The kept login; `nil` when the device never logged in (or logged out).
  /// - Throws: ``SyncLoginFileError`` for a file that cannot be read or is not a login.
  public func load() throws(SyncLoginFileError) -> SyncLogin? {
    let data: Data
    do {
      guard FileManager.default.fileExists(atPath: path) else { return nil }
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadable(path: path, reason: error.localizedDescription)
    }
    guard let stored = try? JSONDecoder().decode(Stored.self, from: data),
      let serverURL = URL(string: stored.server), serverURL.host != nil,
      let token = BoardToken(stored.token)
    else { throw .damaged(path: path) }
    return SyncLogin(serverURL: serverURL, token: token)
  }

  /// Keeps `login`, replacing the one kept before.
  /// - Throws: ``SyncLoginFileError/cannotWrite(path:reason:)``.
  public func save(_ login: SyncLogin) throws(SyncLoginFileError) {
    let folder = url.deletingLastPathComponent()
    let data: Data
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      data = try encoder.encode(
        Stored(server: login.serverURL.absoluteString, token: login.token.text))
    } catch {
      throw .cannotWrite(path: path, reason: error.localizedDescription)
    }
    let temporary = folder.appending(path: ".\(Self.fileName).\(UUID().uuidString)")
      .path(percentEncoded: false)
    try writeNewFile(temporary, data)
    guard rename(temporary, path) == 0 else {
      let reason = Self.reason()
      unlink(temporary)
      throw .cannotWrite(path: path, reason: reason)
    }
  }

  /// Forgets the login.
  /// - Returns: whether there was one.
  /// - Throws: ``SyncLoginFileError/cannotWrite(path:reason:)`` when it cannot be removed.
  @discardableResult
  public func remove() throws(SyncLoginFileError) -> Bool {
    guard FileManager.default.fileExists(atPath: path) else { return false }
    do {
      try FileManager.default.removeItem(at: url)
    } catch {
      throw .cannotWrite(path: path, reason: error.localizedDescription)
    }
    return true
  }

  /// Writes `data` to a file that must not exist yet, created with mode 0600, and flushes it.
  private func writeNewFile(_ temporary: String, _ data: Data) throws(SyncLoginFileError) {
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: Self.reason()) }
    defer { close(descriptor) }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
    do {
      try handle.write(contentsOf: data)
      try handle.synchronize()
    } catch {
      unlink(temporary)
      throw .cannotWrite(path: path, reason: error.localizedDescription)
    }
  }

  private static func reason() -> String {
    String(cString: strerror(errno))
  }
}

/// Why a device's kept login cannot be used.
public enum SyncLoginFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file exists but cannot be read.
  case unreadable(path: String, reason: String)
  /// The file does not hold a login.
  case damaged(path: String)
  /// The file cannot be written or removed.
  case cannotWrite(path: String, reason: String)

  /// One sentence, with what to do.
  public var description: String {
    switch self {
    case .unreadable(let path, let reason):
      "Cannot read the kept sync login \(path): \(reason)."
    case .damaged(let path):
      "\(path) does not hold a sync login; run `cairn-apps pm login --server URL --token T` "
        + "again, or `cairn-apps pm logout` to go back to the embedded server."
    case .cannotWrite(let path, let reason):
      "Cannot keep the sync login in \(path): \(reason)."
    }
  }
}
