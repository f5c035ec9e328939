import ArgumentParser
import Foundation
import ProjectManagerAPI
import ProjectManagerData

/// The server a `cairn-apps pm` command or the board syncs with, and the token it sends.
enum PMSyncTarget: Equatable {
  /// The embedded server, started in-process with a token of its own (no step for the user).
  case embedded
  /// A server of `--server` or of `pm login`, with the token to send (`nil` when none is known:
  /// the server then answers 401, and the sync says so).
  case remote(URL, BoardToken?)

  /// Chooses, in this order: `server` with `token` (else the kept token, when the login was for
  /// that very server: a token is never sent to another one); the kept login, its token replaced
  /// by `token` when one is given; the embedded server.
  /// - Throws: a `ValidationError` for a `token` with no server to send it to.
  init(server: URL?, token: BoardToken?, kept: SyncLogin?) throws {
    if let server {
      let keptToken = kept.flatMap { Self.isSameServer($0.serverURL, server) ? $0.token : nil }
      self = .remote(server, token ?? keptToken)
    } else if let kept {
      self = .remote(kept.serverURL, token ?? kept.token)
    } else if token != nil {
      throw ValidationError(
        "--token goes with --server URL (or with the server kept by `cairn-apps pm login`).")
    } else {
      self = .embedded
    }
  }

  /// `http://host:8080` and `http://host:8080/` are one server.
  private static func isSameServer(_ lhs: URL, _ rhs: URL) -> Bool {
    func normalized(_ url: URL) -> String {
      var text = url.absoluteString.lowercased()
      while text.hasSuffix("/") { text.removeLast() }
      return text
    }
    return normalized(lhs) == normalized(rhs)
  }
}
