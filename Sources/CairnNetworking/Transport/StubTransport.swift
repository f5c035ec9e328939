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
/// A request that matches no stub fails with ``NetworkError/transport(_:)``.
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
  private var countWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  /// Creates a transport with no stubs, delaying on `clock`.
  public init(clock: any NetworkClock = SystemNetworkClock()) {
    self.clock = clock
  }

  /// Every request received, in order.
  public var receivedRequests: [URLRequest] { requests }

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
    requests.append(request)
    let ready = countWaiters.filter { $0.count <= requests.count }
    countWaiters.removeAll { $0.count <= requests.count }
    for waiter in ready { waiter.continuation.resume() }

    let stubbed = try response(for: request)
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
    return (stubbed.body, response)
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
