import CairnTesting
import Foundation
import Hummingbird
import Logging

/// What the server saw and what the test lets it do: hit counters, gates that hold handlers
/// until the test opens them, and the tokens of the protected route.
actor ServerState {
  private var hits: [String: Int] = [:]
  private var hitWaiters: [(path: String, count: Int, CheckedContinuation<Void, Never>)] = []
  private var openGates: Set<String> = []
  /// Set once the server stops: every gate is open from then on, also for a handler that
  /// reaches its gate later (a request that arrives while the server is stopping).
  private var isEverythingOpen = false
  private var gateWaiters: [String: [CheckedContinuation<Void, Never>]] = [:]
  private(set) var validToken = "token-0"
  private(set) var refreshCount = 0

  func hitCount(_ path: String) -> Int { hits[path, default: 0] }

  /// Counts a request for `path`; returns the count so far.
  @discardableResult
  func hit(_ path: String) -> Int {
    hits[path, default: 0] += 1
    let count = hits[path, default: 0]
    let ready = hitWaiters.filter { $0.path == path && $0.count <= count }
    hitWaiters.removeAll { $0.path == path && $0.count <= count }
    for waiter in ready { waiter.2.resume() }
    return count
  }

  /// Returns once `path` has been requested `count` times.
  /// - Throws: `WaitTimedOut` when that does not happen within 10 seconds.
  nonisolated func waitForHits(_ path: String, count: Int) async throws {
    try await waiting(for: "\(count) requests of \(path)") {
      await self.suspendUntilHits(path, count: count)
    }
  }

  private func suspendUntilHits(_ path: String, count: Int) async {
    guard hitCount(path) < count else { return }
    await withCheckedContinuation { hitWaiters.append((path, count, $0)) }
  }

  /// Holds a handler until the test opens the gate `name`.
  func pass(_ name: String) async {
    guard !isEverythingOpen, !openGates.contains(name) else { return }
    await withCheckedContinuation { gateWaiters[name, default: []].append($0) }
  }

  func open(_ name: String) {
    openGates.insert(name)
    for waiter in gateWaiters.removeValue(forKey: name) ?? [] { waiter.resume() }
  }

  /// Opens every gate for good: the held handlers go on, and later ones are not held.
  func openAll() {
    isEverythingOpen = true
    for name in gateWaiters.keys { open(name) }
  }

  func refreshToken() -> String {
    refreshCount += 1
    validToken = "token-\(refreshCount)"
    return validToken
  }
}

/// A Hummingbird 2 app on 127.0.0.1 with an ephemeral port, started and stopped per test.
struct TestServer {
  let baseURL: URL
  let state: ServerState
  private let runTask: Task<Void, any Error>

  /// Runs `body` against a fresh server, then stops it (releasing any held handler first).
  static func with<T>(_ body: (TestServer) async throws -> T) async throws -> T {
    let server = try await start()
    do {
      let value = try await body(server)
      await server.stop()
      return value
    } catch {
      await server.stop()
      throw error
    }
  }

  static func start() async throws -> TestServer {
    let state = ServerState()
    let port = PortPromise()
    var logger = Logger(label: "networking-integration-server")
    logger.logLevel = .critical
    let app = Application(
      router: makeRouter(state),
      configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
      onServerRunning: { channel in await port.fulfil(channel.localAddress?.port) },
      logger: logger)
    let runTask = Task {
      defer { Task { await port.fulfil(nil) } }  // a server that cannot start fails the test
      try await app.runService(gracefulShutdownSignals: [])
    }
    let reported = try await waiting(upTo: .seconds(30), for: "the test server to report its port")
    {
      await port.value
    }
    guard let number = reported, let url = URL(string: "http://127.0.0.1:\(number)/api/") else {
      runTask.cancel()
      throw CancellationError()
    }
    return TestServer(baseURL: url, state: state, runTask: runTask)
  }

  func stop() async {
    await state.openAll()
    runTask.cancel()
    _ = await runTask.result
  }

  private static func makeRouter(_ state: ServerState) -> Router<BasicRequestContext> {
    let router = Router()
    let api = router.group("api")
    api.get("dishes") { _, _ in
      await state.hit("/dishes")
      return json(
        #"{"statusCode":200,"body":[{"detail_hash":"HBDEF","title":"오리 주물럭_반조리","s_price":"12,640원"}]}"#
      )
    }
    api.get("status/:code") { _, context in
      let code = try context.parameters.require("code", as: Int.self)
      return json(code == 204 ? "" : #"{"code":\#(code)}"#, status: code)
    }
    api.get("garbage") { _, _ in json("<html>not json") }
    api.get("wrong-shape") { _, _ in
      json(
        #"{"statusCode":200,"body":[{"detail_hash":"A","title":"a","s_price":"1원"},{"detail_hash":"B","title":"b","s_price":2}]}"#
      )
    }
    api.get("gated") { _, _ in
      await state.hit("/gated")
      await state.pass("gated")
      return json(#""shared""#)
    }
    api.get("slow") { _, _ in
      await state.hit("/slow")
      await state.pass("slow")
      return json(#""late""#)
    }
    api.get("flaky") { _, _ in
      let count = await state.hit("/flaky")
      guard count > 1 else {
        return Response(status: .serviceUnavailable, headers: [.retryAfter: "0"])
      }
      return json(#""recovered""#)
    }
    api.get("protected") { request, _ in
      await state.hit("/protected")
      let expected = "Bearer \(await state.validToken)"
      return request.headers[.authorization] == expected
        ? json(#""secret""#) : Response(status: .unauthorized)
    }
    api.post("refresh") { _, _ in
      json(#"{"accessToken":"\#(await state.refreshToken())"}"#)
    }
    api.post("echo") { request, _ in
      let body = try await request.body.collect(upTo: 1 << 20)
      let contentType = request.headers[.contentType] ?? ""
      return Response(
        status: .ok, headers: [.contentType: contentType], body: ResponseBody(byteBuffer: body))
    }
    api.get("redirect") { _, _ in
      await state.hit("/redirect")
      return Response(status: .found, headers: [.location: "dishes"])
    }
    api.post("echo-in-halves") { request, _ in
      try await echoInHalves(request, state: state)
    }
    return router
  }

  /// Echoes the body, held twice so that a client's progress is seen part way both ways: after
  /// the first chunk of the upload until the gate "upload-started" opens (the rest of the body
  /// waits in the socket, so the client cannot have sent it all), and after the first half of
  /// the answer until the gate "download-started" opens.
  private static func echoInHalves(_ request: Request, state: ServerState) async throws
    -> Response
  {
    var body = ByteBuffer()
    for try await var chunk in request.body {
      if body.readableBytes == 0 { await state.pass("upload-started") }
      body.writeBuffer(&chunk)
    }
    let whole = body
    return Response(
      status: .ok, headers: [.contentType: "application/octet-stream"],
      body: ResponseBody(contentLength: whole.readableBytes) { writer in
        var rest = whole
        if let first = rest.readSlice(length: whole.readableBytes / 2) {
          try await writer.write(first)
        }
        await state.pass("download-started")
        try await writer.write(rest)
        try await writer.finish(nil)
      })
  }

  private static func json(_ text: String, status: Int = 200) -> Response {
    Response(
      status: HTTPResponse.Status(code: status),
      headers: [.contentType: "application/json"],
      body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
  }
}

/// The port the server reports once it is running.
actor PortPromise {
  private var port: Int??
  private var waiters: [CheckedContinuation<Int?, Never>] = []

  func fulfil(_ port: Int?) {
    guard self.port == nil else { return }
    self.port = .some(port)
    for waiter in waiters { waiter.resume(returning: port) }
    waiters = []
  }

  var value: Int? {
    get async {
      if let port { return port }
      return await withCheckedContinuation { waiters.append($0) }
    }
  }
}
