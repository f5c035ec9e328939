import Foundation
import ProjectManagerAPI

/// The sync server a device was logged in to with `cairn-apps pm login`, and its board token.
public struct SyncLogin: Equatable, Sendable, CustomStringConvertible {
  /// The server's origin, such as `http://127.0.0.1:8080`.
  public var serverURL: URL
  /// The board token the server asks for.
  public var token: BoardToken

  /// Creates the pair.
  public init(serverURL: URL, token: BoardToken) {
    self.serverURL = serverURL
    self.token = token
  }

  /// The server, and the token hidden.
  public var description: String { "SyncLogin(\(serverURL.absoluteString), <redacted>)" }
}
