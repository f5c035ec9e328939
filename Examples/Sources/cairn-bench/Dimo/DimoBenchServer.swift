import AsyncHTTPClient
import DimoAPI
import DimoServer
import Foundation
import Hummingbird
import Logging
import NIOCore

/// A DIMO server over a fresh database, in this process on 127.0.0.1, beside two routes that
/// answer fixed bytes (the baselines): `GET /fixed/home` and `POST /fixed/vote`, which reads
/// the body first. Its users are signed up through the API.
final class DimoBenchServer: Sendable {
  /// Where it listens.
  let url: URL
  /// The server.
  let dimo: DimoServer
  /// The fixed answers: set to a real home and vote answer before the baselines run.
  let fixedHome: LockedBytes
  let fixedVote: LockedBytes
  private let task: Task<Void, any Error>
  private let folder: URL

  private init(
    url: URL, dimo: DimoServer, fixed: (home: LockedBytes, vote: LockedBytes),
    task: Task<Void, any Error>, folder: URL
  ) {
    self.url = url
    self.dimo = dimo
    self.fixedHome = fixed.home
    self.fixedVote = fixed.vote
    self.task = task
    self.folder = folder
  }

  /// The bytes a fixed route answers.
  final class LockedBytes: @unchecked Sendable {
    // @unchecked Sendable: `bytes` is only touched while holding `lock`.
    private let lock = NSLock()
    private var bytes = ByteBuffer()

    var value: ByteBuffer {
      get { lock.withLock { bytes } }
      set { lock.withLock { bytes = newValue } }
    }
  }

  /// Starts a server on `database`.
  static func start(database: DimoServerConfiguration.Database) async throws -> DimoBenchServer {
    let folder = FileManager.default.temporaryDirectory.appending(path: "dimo-bench-\(UUID())")
    let quiet = Logger(label: "dimo-bench") { _ in SwiftLogNoOpLogHandler() }
    let dimo = try await DimoServer.open(
      DimoServerConfiguration(
        dataDirectory: folder, database: database,
        signingKey: .secret(Array("the benchmark's signing secret, 32 bytes or more".utf8)),
        passwordHashCost: 4, logger: quiet))
    let fixedHome = LockedBytes()
    let fixedVote = LockedBytes()
    let router = Router()
    dimo.addRoutes(to: router)
    router.get("fixed/home") { _, _ in Self.json(fixedHome.value) }
    router.post("fixed/vote") { request, _ -> Response in
      _ = try await request.body.collect(upTo: 16 * 1024)
      return Self.json(fixedVote.value)
    }
    let (ports, reporter) = AsyncStream.makeStream(of: Int.self)
    let app = Application(
      router: router,
      configuration: ApplicationConfiguration(
        address: .hostname("127.0.0.1", port: 0), serverName: "dimo-bench"),
      onServerRunning: { channel in
        reporter.yield(channel.localAddress?.port ?? 0)
        reporter.finish()
      },
      logger: quiet)
    let task = Task {
      defer { reporter.finish() }
      try await app.run()
    }
    var port = 0
    for await reported in ports { port = reported }
    guard port > 0, let url = URL(string: "http://127.0.0.1:\(port)") else {
      task.cancel()
      await dimo.close()
      throw BenchServer.StartError.noPort
    }
    return DimoBenchServer(
      url: url, dimo: dimo, fixed: (fixedHome, fixedVote), task: task, folder: folder)
  }

  /// Stops serving, drops a PostgreSQL schema, closes the database and deletes the folder.
  func stop() async {
    task.cancel()
    _ = await task.result
    try? await dimo.dropSchema()
    await dimo.close()
    try? FileManager.default.removeItem(at: folder)
  }

  private static func json(_ bytes: ByteBuffer) -> Response {
    Response(
      status: .ok, headers: [.contentType: "application/json"],
      body: ResponseBody(byteBuffer: bytes))
  }
}
