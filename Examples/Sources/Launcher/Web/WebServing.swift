import CairnWebServer
import Dispatch
import ExampleSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Starts the apps' compositions and the web server, prints where it listens, and runs until
/// SIGINT or SIGTERM.
@MainActor
enum WebServing {
  static func run(data: DataDirectory, host: String, port: Int, server: URL?) async throws {
    let compositions = try await WebCompositions.start(data: data, server: server)
    let web: WebAppServer
    do {
      web = try await WebAppServer.start(
        apps: compositions.apps, title: LauncherStrings.webTitle, host: host, port: port,
        version: WebVersion.current)
    } catch {
      await compositions.stop()
      throw error
    }
    let paths = compositions.apps.map { "\($0.title) under /\($0.linkHost)/" }
    FileHandle.standardOutput.write(
      Data("cairn-apps web: \(web.url.absoluteString)  (\(paths.joined(separator: ", ")))\n".utf8))
    await StopSignal.wait()
    await web.stop()
    await compositions.stop()
  }
}

/// The version a page was served by: this executable's build (its modification time), so that
/// an open page reloads once the command is rebuilt and restarted under it, and only then.
enum WebVersion {
  static let current: String = {
    let path = ProcessInfo.processInfo.arguments.first.map { URL(fileURLWithPath: $0).path } ?? ""
    let executable =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? path
    let attributes = try? FileManager.default.attributesOfItem(atPath: executable)
    let stamp = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    return "\(Int(stamp))"
  }()
}

/// Waits for SIGINT or SIGTERM.
enum StopSignal {
  static func wait() async {
    signal(SIGINT, SIG_IGN)
    signal(SIGTERM, SIG_IGN)
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let once = Once(continuation)
      for number in [SIGINT, SIGTERM] {
        let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
        source.setEventHandler { once.resume() }
        source.activate()
        once.keep(source)
      }
    }
  }

  /// Resumes a continuation once, keeping the signal sources alive until then.
  private final class Once: @unchecked Sendable {
    // @unchecked Sendable: every property is only touched on the main queue.
    private var continuation: CheckedContinuation<Void, Never>?
    private var sources: [any DispatchSourceSignal] = []

    init(_ continuation: CheckedContinuation<Void, Never>) {
      self.continuation = continuation
    }

    func keep(_ source: any DispatchSourceSignal) {
      sources.append(source)
    }

    func resume() {
      continuation?.resume()
      continuation = nil
      for source in sources { source.cancel() }
    }
  }
}
