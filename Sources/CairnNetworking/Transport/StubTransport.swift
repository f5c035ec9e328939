import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An ``HTTPTransport`` for fast tests: answers from stubs matched by method and path, in
/// sequences, after delays on an injected ``NetworkClock``, and records every request.
///
/// ```swift
/// let stub = StubTransport(clock: ManualClock())
/// await stub.stub(.get, "/onban/main", .status(503), .json(#"{"body":[]}"#))
/// ```
///
/// A request that matches no stub fails with ``NetworkError/transport(_:)``. A request
/// followed for progress gets its whole body reported sent, then the response's body received
/// in quarters.
public actor StubTransport: HTTPTransport {
  /// Answers one request; for responses that depend on the request (its headers, its body).
  public typealias Responder = @Sendable (URLRequest) -> StubResponse

  private struct Stub {
    let method: HTTPMethod?
    let path: String
    var responses: [StubResponse]
    let responder: Responder?
  }

  private let clock: any NetworkClock
  private var stubs: [Stub] = []
  private var requests: [URLRequest] = []
  private var priorities: [RequestPriority] = []
  private var countWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  /// Creates a transport with no stubs, delaying on `clock`.
  public init(clock: any NetworkClock = SystemNetworkClock()) {
    self.clock = clock
  }

  /// Every request received, in order.
  public var receivedRequests: [URLRequest] { requests }

  /// The priority of every request received, in order (``RequestPriority/normal`` for those
  /// sent without a context).
  public var receivedPriorities: [RequestPriority] { priorities }

  /// How many requests matched `method` and `path`.
  public func requestCount(_ method: HTTPMethod? = nil, _ path: String) -> Int {
    requests.filter { Self.matches($0, method: method, path: path) }.count
  }

  /// Answers requests for `method` (any when `nil`) and the URL path `path` with `responses`
  /// in order; the last one answers every later request. Later stubs win over earlier ones.
  public func stub(_ method: HTTPMethod?, _ path: String, _ responses: StubResponse...) {
    stubs.append(Stub(method: method, path: path, responses: responses, responder: nil))
  }

  /// Answers requests for `method` and `path` with what `responder` returns for each.
  public func stub(_ method: HTTPMethod?, _ path: String, responder: @escaping Responder) {
    stubs.append(Stub(method: method, path: path, responses: [], responder: responder))
  }

  /// Returns once at least `count` requests have been received.
  public func waitForRequests(count: Int) async {
    guard requests.count < count else { return }
    await withCheckedContinuation { countWaiters.append((count, $0)) }
  }

  /// Records `request`, then answers with its stub.
  public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    try await send(request, context: nil)
  }

  /// Records `request` and its priority, then answers with its stub, reporting progress when
  /// the context asks for it.
  public func send(_ request: URLRequest, context: RequestContext) async throws -> (
    Data, HTTPURLResponse
  ) {
    try await send(request, context: Optional(context))
  }

  private func send(_ request: URLRequest, context: RequestContext?) async throws -> (
    Data, HTTPURLResponse
  ) {
    requests.append(request)
    priorities.append(context?.priority ?? .normal)
    let ready = countWaiters.filter { $0.count <= requests.count }
    countWaiters.removeAll { $0.count <= requests.count }
    for waiter in ready { waiter.continuation.resume() }

    let stubbed = try response(for: request)
    let progress = context?.progress
    if let progress, let body = request.httpBody, !body.isEmpty {
      let size = Int64(body.count)
      progress.report(TransferProgress(.upload, completedBytes: size, totalBytes: size))
    }
    if let delay = stubbed.delay {
      do {
        // A stubbed slow server, on the injected clock (a ManualClock never really waits).
        try await clock.sleep(for: delay)
      } catch {
        throw URLError(.cancelled)
      }
    }
    if let failure = stubbed.failure { throw URLError(failure) }
    guard let url = request.url,
      let response = HTTPURLResponse(
        url: url, statusCode: stubbed.status, httpVersion: "HTTP/1.1",
        headerFields: stubbed.headers)
    else { throw URLError(.badServerResponse) }
    if let progress { Self.reportDownload(of: stubbed.body, to: progress) }
    return (stubbed.body, response)
  }

  /// Reports `body` received in four steps (fewer when it is shorter than four bytes).
  private static func reportDownload(of body: Data, to progress: TransferProgressReporter) {
    let total = Int64(body.count)
    var reported: Int64 = -1
    for quarter in Int64(1)...4 {
      let received = total * quarter / 4
      guard received > reported else { continue }
      reported = received
      progress.report(TransferProgress(.download, completedBytes: received, totalBytes: total))
    }
  }

  private func response(for request: URLRequest) throws -> StubResponse {
    guard
      let index = stubs.lastIndex(where: {
        Self.matches(request, method: $0.method, path: $0.path)
      })
    else {
      let method = request.httpMethod ?? "GET"
      throw NetworkError.transport(
        "StubTransport has no stub for \(method) \(request.url?.path ?? "?")")
    }
    if let responder = stubs[index].responder { return responder(request) }
    let responses = stubs[index].responses
    guard let first = responses.first else { return StubResponse() }
    if responses.count > 1 { stubs[index].responses.removeFirst() }
    return first
  }

  private static func matches(_ request: URLRequest, method: HTTPMethod?, path: String) -> Bool {
    guard let url = request.url, url.path == path else { return false }
    guard let method else { return true }
    return HTTPMethod(rawValue: request.httpMethod ?? "GET") == method
  }
}
