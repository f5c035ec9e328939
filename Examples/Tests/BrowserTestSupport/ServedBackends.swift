import Foundation
import ProcessTestSupport
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// `cairn-apps serve` as a separate process on a free port: the apps' backends that several
/// `cairn-apps web` (several devices) share, and the Project Manager's board token it printed.
package final class ServedBackends: Sendable {
  /// Its origin (`http://127.0.0.1:<port>`).
  package let url: String
  /// The board token printed in its `pm login … --token T` line.
  package let token: String
  private let process: ChildProcess
  private let stopped = Mutex(false)
  private let launcher: URL

  private init(url: String, token: String, process: ChildProcess, launcher: URL) {
    self.url = url
    self.token = token
    self.process = process
    self.launcher = launcher
  }

  /// Starts `serve` over `folder` (a fresh one: the token is printed on the first start only).
  package static func start(folder: URL) async throws -> ServedBackends {
    guard let launcher = BuiltProduct.named("cairn-apps") else {
      throw ChromeDriver.Unavailable(description: "swift test builds cairn-apps beside the tests")
    }
    let process = try ChildProcess(
      [launcher.path, "serve", "--port", "0", "--data-dir", folder.path])
    var token: String?
    while let line = await process.readLine(where: { _ in true }) {
      if line.contains(" --token ") { token = line.split(separator: " ").last.map(String.init) }
      guard line.hasPrefix("cairn-apps serve: http://") else { continue }
      if let address = line.split(separator: " ").first(where: { $0.hasPrefix("http://") }),
        let token
      {
        return ServedBackends(
          url: String(address), token: token, process: process, launcher: launcher)
      }
      break
    }
    process.kill()
    throw ChromeDriver.Unavailable(description: "cairn-apps serve printed no URL and token")
  }

  /// `cairn-apps pm login` of the device whose data is in `folder`, with this server's token.
  package func logIn(deviceFolder folder: URL) async throws -> SubprocessResult {
    try await Subprocess.run([
      launcher.path, "pm", "login", "--server", url, "--token", token, "--data-dir", folder.path,
    ])
  }

  /// Stops it with SIGTERM and waits (at most 30 s) for it to end.
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
}
