import Foundation
import ProcessTestSupport
import ProjectManagerAPI
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `cairn-apps serve` as a process the drill kills with SIGKILL and starts again on the same
/// port and data folder, as a crash and a restart of the machine would.
///
/// A thread drains the request log it writes to standard output, so that a full pipe never
/// stops it.
final class DrillServer {
  let folder: URL
  private(set) var port = 0
  /// The board token devices must send, printed by the first start.
  private(set) var token: BoardToken?
  private var process: ChildProcess?

  init(folder: URL) {
    self.folder = folder
  }

  /// `http://127.0.0.1:<port>`.
  var url: URL {
    get throws { try #require(URL(string: "http://127.0.0.1:\(port)")) }
  }

  /// Whether it is running.
  var isUp: Bool { process != nil }

  /// Starts it: on a free port the first time, then on the same port again.
  func start() async throws {
    let launcher = try #require(BuiltProduct.named("cairn-apps"), "swift test builds cairn-apps")
    let arguments = [launcher.path, "serve", "--port", "\(port)", "--data-dir", folder.path]
    let child = try ChildProcess(arguments)
    process = child
    // The first start prints the board token (in its `pm login … --token T` line), then the
    // URL line; a restart prints the URL line only.
    var line: String?
    while let printed = await child.readLine(where: { _ in true }) {
      if printed.hasPrefix("cairn-apps serve: http://") {
        line = printed
        break
      }
      if printed.contains(" --token "), let last = printed.split(separator: " ").last {
        token = BoardToken(String(last))
      }
    }
    Thread {
      // Reads the request log until the process ends (its pipe closes).
      _ = child.blockingReadLine(silence: .seconds(600)) { _ in false }
    }.start()
    let started = try #require(line, "cairn-apps serve says where it listens")
    let afterHost = try #require(started.range(of: "http://127.0.0.1:")?.upperBound)
    port = try #require(Int(started[afterHost...].prefix { $0.isNumber }))
  }

  /// Kills it with SIGKILL: no graceful shutdown, no flush.
  func crash() async throws {
    guard let process else { return }
    self.process = nil
    #expect(process.signal(SIGKILL) == 0)
    _ = try await process.waitForExit()
  }

  /// Kills it if it still runs: the end of a drill that failed half-way.
  func stopIfRunning() {
    process?.kill()
    process = nil
  }
}
