import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The session's tokens in the app's data folder (`session.json`), readable by the user only
/// (mode 0600): written to a new 0600 file, then renamed over the old one.
public struct TokenFile: Sendable {
  /// The file's name in the data folder.
  public static let fileName = "session.json"
  /// The file.
  public let url: URL

  /// The file in `folder`.
  public init(folder: URL) {
    url = folder.appending(path: Self.fileName)
  }

  /// The kept tokens; nil when there are none or the file is damaged (it is removed then:
  /// the user logs in again).
  public func load() -> SessionTokens? {
    guard let data = try? Data(contentsOf: url) else { return nil }
    guard let tokens = try? JSONDecoder().decode(SessionTokens.self, from: data) else {
      clear()
      return nil
    }
    return tokens
  }

  /// Keeps `tokens`.
  public func save(_ tokens: SessionTokens) throws {
    let folder = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let temporary = folder.appending(path: ".\(Self.fileName).\(UUID().uuidString)")
    let data = try JSONEncoder().encode(tokens)
    guard
      FileManager.default.createFile(
        atPath: temporary.path(percentEncoded: false), contents: data,
        attributes: [.posixPermissions: 0o600])
    else { throw TokenFileError.cannotWrite(url.path(percentEncoded: false)) }
    guard rename(temporary.path(percentEncoded: false), url.path(percentEncoded: false)) == 0
    else {
      try? FileManager.default.removeItem(at: temporary)
      throw TokenFileError.cannotWrite(url.path(percentEncoded: false))
    }
  }

  /// Forgets the tokens.
  public func clear() {
    try? FileManager.default.removeItem(at: url)
  }
}

/// The token file could not be written.
public enum TokenFileError: Error, Equatable, Sendable {
  /// The path that could not be written.
  case cannotWrite(String)
}
