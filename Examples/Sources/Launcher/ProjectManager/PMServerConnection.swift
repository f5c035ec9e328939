import Foundation
import ProjectManagerServer

/// Finds the sync server: the one given by `--server`, or the embedded one, started in-process
/// on 127.0.0.1 over the database in the app folder's `server` subfolder (Docs/Architecture.md).
enum PMServerConnection {
  /// The embedded server's data folder inside the app folder.
  static func embeddedServerFolder(in appFolder: URL) -> URL {
    appFolder.appendingPathComponent("server")
  }

  /// Runs `body` with a server URL, starting and stopping the embedded server when none is
  /// given.
  static func withServer<T>(
    url: URL?, folder: URL, _ body: (URL) async throws -> T
  ) async throws -> T {
    if let url { return try await body(url) }
    let running: RunningProjectManagerServer
    do {
      running = try await RunningProjectManagerServer.start(
        ProjectManagerServer(
          configuration: ProjectManagerServerConfiguration(
            dataDirectory: embeddedServerFolder(in: folder))))
    } catch {
      throw PMCommandError("Cannot start the embedded sync server: \(error)")
    }
    do {
      let result = try await body(running.url)
      await running.stopAndWait()
      return result
    } catch {
      await running.stopAndWait()
      throw error
    }
  }
}
