import CairnNetworking
import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NetworkBenchSupport

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Counts the requests the server answered, from any thread.
final class HitCounter: @unchecked Sendable {
  // @unchecked Sendable: `count` is only touched while holding `lock`.
  private let lock = NSLock()
  private var count = 0

  /// Adds one hit.
  func increment() {
    lock.withLock { count += 1 }
  }

  /// The hits so far.
  var value: Int {
    lock.withLock { count }
  }
}

/// A Hummingbird server on 127.0.0.1 (ephemeral port) in this process, serving
/// ``CatalogPage/sample`` at `GET /catalog` and counting hits: what the networking benchmarks
/// talk to over a real socket. One instance is shared by them all (``shared()``) and lives until
/// the process exits.
final class BenchServer: Sendable {
  /// Where it listens, e.g. `http://127.0.0.1:41234`.
  let url: URL
  /// Requests answered at `/catalog`.
  let hits: HitCounter
  /// TCP connections the server accepted.
  let connections: HitCounter
  /// The encoded body of every answer.
  let payload: Data
  private let task: Task<Void, any Error>

  private init(
    url: URL, hits: HitCounter, connections: HitCounter, payload: Data, task: Task<Void, any Error>
  ) {
    self.url = url
    self.hits = hits
    self.connections = connections
    self.payload = payload
    self.task = task
  }

  /// Errors of starting the server.
  enum StartError: Error {
    /// The server stopped before reporting a port.
    case noPort
  }

  @MainActor private static var running: BenchServer?

  /// The shared server, started on first use.
  @MainActor
  static func shared() async throws -> BenchServer {
    if let running { return running }
    let server = try await start()
    running = server
    return server
  }

  /// Starts a server and returns once it accepts connections.
  private static func start() async throws -> BenchServer {
    let hits = HitCounter()
    let connections = HitCounter()
    let payload = try JSONEncoder().encode(CatalogPage.sample)
    let router = Router()
    router.get("catalog") { _, _ -> Response in
      hits.increment()
      return Response(
        status: .ok, headers: [.contentType: "application/json"],
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: payload)))
    }
    let (ports, reporter) = AsyncStream.makeStream(of: Int.self)
    let app = Application(
      router: router,
      server: .http1(
        configuration: HTTP1Channel.Configuration(
          additionalChannelHandlers: {
            // Called once for every accepted connection, as its pipeline is built.
            connections.increment()
            return []
          }())),
      configuration: ApplicationConfiguration(
        address: .hostname("127.0.0.1", port: 0), serverName: "cairn-bench"),
      onServerRunning: { channel in
        reporter.yield(channel.localAddress?.port ?? 0)
        reporter.finish()
      },
      logger: Logger(label: "cairn-bench.server") { _ in SwiftLogNoOpLogHandler() })
    let task = Task {
      defer { reporter.finish() }
      try await app.run()
    }
    var port = 0
    for await reported in ports { port = reported }
    guard port > 0, let url = URL(string: "http://127.0.0.1:\(port)") else {
      task.cancel()
      throw StartError.noPort
    }
    return BenchServer(
      url: url, hits: hits, connections: connections, payload: payload, task: task)
  }

  /// `GET /catalog` as a plain `URLRequest`, for the raw `URLSession` baselines.
  var catalogRequest: URLRequest {
    URLRequest(url: url.appendingPathComponent("catalog"))
  }

  /// `GET /catalog?call=<call>` as a plain `URLRequest`: a distinct request per call, so that
  /// nothing coalesces it.
  func catalogRequest(call: Int) -> URLRequest {
    var components = URLComponents(
      url: url.appendingPathComponent("catalog"), resolvingAgainstBaseURL: false)
    components?.queryItems = [URLQueryItem(name: "call", value: "\(call)")]
    return URLRequest(url: components?.url ?? url)
  }

  /// A report standing in for a benchmark whose server did not start.
  static func failedReport(title: String, error: any Error) -> BenchmarkReport {
    BenchmarkReport(
      title: title, baseline: Measurement(label: "n/a", operations: 1, samples: []),
      baselineName: "n/a", measurements: [],
      notes: ["the loopback server did not start: \(error)"])
  }
}
