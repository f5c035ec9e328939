import Foundation
import ProcessTestSupport
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// `cairn-apps web` as a separate process on a free port, its data in its own folder: what a
/// user starts with `make web`.
package final class WebAppsProcess: Sendable {
  /// The page's address (`http://127.0.0.1:<port>/`).
  package let url: URL
  /// The data folder.
  package let folder: URL
  private let process: ChildProcess
  private let stopped = Mutex(false)

  private init(url: URL, folder: URL, process: ChildProcess) {
    self.url = url
    self.folder = folder
    self.process = process
  }

  /// Starts `cairn-apps web` (the one built beside the tests) on `port` (0: a free one) and
  /// waits for the line that says where it listens; `arguments` are added (`--server URL`).
  package static func start(
    port: Int = 0, folder: URL? = nil, arguments: [String] = []
  ) async throws -> WebAppsProcess {
    guard let launcher = BuiltProduct.named("cairn-apps") else {
      throw ChromeDriver.Unavailable(description: "swift test builds cairn-apps beside the tests")
    }
    let folder =
      folder ?? FileManager.default.temporaryDirectory.appending(path: "cairn-web-\(UUID())")
    let process = try ChildProcess(
      [launcher.path, "web", "--port", "\(port)", "--data-dir", folder.path] + arguments)
    let prefix = "cairn-apps web: "
    guard let line = await process.readLine(silence: .seconds(60), where: { $0.hasPrefix(prefix) }),
      let address = line.dropFirst(prefix.count).split(separator: " ").first,
      let url = URL(string: String(address))
    else {
      process.kill()
      throw ChromeDriver.Unavailable(description: "cairn-apps web did not say where it listens")
    }
    return WebAppsProcess(url: url, folder: folder, process: process)
  }

  /// The port it listens on.
  package var port: Int { url.port ?? 0 }

  /// Stops it with SIGTERM, as Ctrl-C would, and waits (at most 30 s) for it to end.
  package func stop() async {
    // Once only: the id of a reaped process may be another process's by now.
    let wasStopped = stopped.withLock { stopped in
      defer { stopped = true }
      return stopped
    }
    guard !wasStopped else { return }
    _ = process.signal(SIGTERM)
    _ = try? await process.waitForExit()
    process.kill()
  }

  /// Stops it and removes its data folder.
  package func stopAndRemoveData() async {
    await stop()
    try? FileManager.default.removeItem(at: folder)
  }
}
