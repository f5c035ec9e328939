import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends endpoints: builds the `URLRequest` from an ``Endpoint`` and the base URL, passes it
/// through the ``Interceptor`` chain to the ``HTTPTransport``, coalesces identical in-flight
/// requests, and returns the body and response of an answer the endpoint accepts (2xx unless
/// it says otherwise).
///
/// ```swift
/// let network = NetworkService(
///   baseURL: URL(string: "https://api.example.com/onban/")!,
///   interceptors: [RetryInterceptor(), LoggingInterceptor(logger: logger)])
/// let (data, response) = try await network.requestData(OnbanAPI.main)
/// ```
///
/// Most code uses ``DataTransferService``, which decodes as well.
public struct NetworkService: Sendable {
  /// Settings of a service.
  public struct Configuration: Sendable {
    /// The deadline of one attempt when the endpoint gives none; `nil` keeps the `URLRequest`
    /// default of 60 seconds.
    public var defaultTimeout: Duration?
    /// Methods whose identical in-flight requests share one exchange; `[.get]` by default,
    /// `[]` to turn coalescing off.
    public var coalescedMethods: Set<HTTPMethod>

    /// Creates a configuration.
    public init(defaultTimeout: Duration? = nil, coalescedMethods: Set<HTTPMethod> = [.get]) {
      self.defaultTimeout = defaultTimeout
      self.coalescedMethods = coalescedMethods
    }
  }

  /// The URL every endpoint path is relative to.
  public let baseURL: URL
  /// The transport behind the chain.
  public let transport: any HTTPTransport
  /// The chain, outermost first.
  public let interceptors: [any Interceptor]
  /// The settings.
  public let configuration: Configuration
  private let coalescer = RequestCoalescer()

  /// Creates a service sending to `baseURL` through `interceptors` and `transport`.
  public init(
    baseURL: URL,
    transport: any HTTPTransport = DefaultHTTPTransport(),
    interceptors: [any Interceptor] = [],
    configuration: Configuration = Configuration()
  ) {
    self.baseURL = baseURL
    self.transport = transport
    self.interceptors = interceptors
    self.configuration = configuration
  }

  /// Sends `endpoint` and returns the body and response of an answer whose status the endpoint
  /// accepts (``Endpoint/acceptableStatusCodes``, 200–299 by default).
  /// - Throws: ``NetworkError/http(status:body:)`` for any other status, or the failure.
  public func requestData(_ endpoint: some Endpoint) async throws(NetworkError) -> (
    Data, HTTPURLResponse
  ) {
    try await requestData(endpoint, progress: nil)
  }

  /// ``requestData(_:)``, reporting the transfer's progress to `progress` (which keeps the
  /// request from being coalesced).
  func requestData(_ endpoint: some Endpoint, progress: TransferProgressReporter?)
    async throws(NetworkError) -> (Data, HTTPURLResponse)
  {
    let request = try makeURLRequest(for: endpoint)
    let context = RequestContext(endpoint: endpoint, progress: progress)
    let (data, response): (Data, HTTPURLResponse)
    do {
      if progress == nil, configuration.coalescedMethods.contains(endpoint.method) {
        (data, response) = try await coalescer.perform(RequestKey(request)) {
          try await send(request, context: context)
        }
      } else {
        (data, response) = try await send(request, context: context)
      }
    } catch {
      throw NetworkError(error)
    }
    guard endpoint.acceptableStatusCodes.contains(response.statusCode) else {
      throw .http(status: response.statusCode, body: data)
    }
    return (data, response)
  }

  /// How many callers currently share the in-flight request of `endpoint` (0 when none), for
  /// diagnostics and tests.
  public func coalescedCallerCount(for endpoint: some Endpoint) async throws(NetworkError) -> Int {
    coalescer.callerCount(for: RequestKey(try makeURLRequest(for: endpoint)))
  }

  /// Returns once `count` callers share the in-flight request of `endpoint`: lets a test start
  /// concurrent callers and know that all of them have joined, without sleeping.
  public func waitForCoalescedCallers(_ count: Int, for endpoint: some Endpoint)
    async throws(NetworkError)
  {
    await coalescer.waitForCallers(count, key: RequestKey(try makeURLRequest(for: endpoint)))
  }

  /// Sends `request` through the chain from interceptor `index` on, then the transport.
  private func send(
    _ request: URLRequest, context: RequestContext, from index: Int = 0
  ) async throws -> (Data, HTTPURLResponse) {
    // Errors travel up the chain as thrown (a transport's `URLError` keeps its code for a
    // retrier); `requestData` maps them once, at the end.
    guard index < interceptors.count else {
      return try await transport.send(request, context: context)
    }
    return try await interceptors[index].intercept(request, context: context) { request in
      try await send(request, context: context, from: index + 1)
    }
  }
}
