import Foundation
import ProjectManagerAPI
import ProjectManagerServer

/// Finds the sync server: a remote one (``PMSyncTarget``), or the embedded one, started
/// in-process on 127.0.0.1 over the database in the app folder's `server` subfolder
/// (Docs/Architecture.md) with a fresh board token that only this process knows.
enum PMServerConnection {
  /// The embedded server's data folder inside the app folder; `cairn-apps serve` keeps its
  /// `/pm/` records and its board token there too.
  static func embeddedServerFolder(in appFolder: URL) -> URL {
    appFolder.appendingPathComponent("server")
  }

  /// Starts the embedded server of the app folder `folder`, open only to the returned token.
  static func startEmbedded(in folder: URL) async throws -> (
    running: RunningProjectManagerServer, token: BoardToken
  ) {
    let token = BoardToken.random()
    do {
      let running = try await RunningProjectManagerServer.start(
        ProjectManagerServer(
          configuration: ProjectManagerServerConfiguration(
            dataDirectory: embeddedServerFolder(in: folder), access: .token(token))))
      return (running, token)
    } catch {
      throw PMCommandError("Cannot start the embedded sync server: \(error)")
    }
  }

  /// Where the board syncs for a run that lasts (the app, the browser): the target's URL and
  /// token, after starting the embedded server when the target is that one (the caller stops
  /// `embedded`).
  static func connect(_ target: PMSyncTarget, folder: URL) async throws -> (
    url: URL, token: BoardToken?, embedded: RunningProjectManagerServer?
  ) {
    if case .remote(let url, let token) = target { return (url, token, nil) }
    let started = try await startEmbedded(in: folder)
    return (started.running.url, started.token, started.running)
  }

  /// Runs `body` with the server's URL and token, starting and stopping the embedded server
  /// when the target is that one.
  static func withServer<T>(
    _ target: PMSyncTarget, folder: URL, _ body: (URL, BoardToken?) async throws -> T
  ) async throws -> T {
    if case .remote(let url, let token) = target { return try await body(url, token) }
    let embedded = try await startEmbedded(in: folder)
    do {
      let result = try await body(embedded.running.url, embedded.token)
      await embedded.running.stopAndWait()
      return result
    } catch {
      await embedded.running.stopAndWait()
      throw error
    }
  }
}
