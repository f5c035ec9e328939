import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What an ``Interceptor`` and the ``HTTPTransport`` know about the request besides the
/// `URLRequest` itself.
public struct RequestContext: Sendable {
  /// The endpoint the request was built from.
  public let endpoint: any Endpoint
  /// Where the transport reports the progress of the upload and the download, when the caller
  /// follows it (``DataTransferService/transfer(_:)``).
  public let progress: TransferProgressReporter?

  /// Creates a context for `endpoint`.
  public init(endpoint: any Endpoint, progress: TransferProgressReporter? = nil) {
    self.endpoint = endpoint
    self.progress = progress
  }

  /// Whether the request may be sent twice: the endpoint's ``Endpoint/isIdempotent``.
  public var isIdempotent: Bool { endpoint.isIdempotent }

  /// The endpoint's ``Endpoint/priority``.
  public var priority: RequestPriority { endpoint.priority }
}

/// A link of ``NetworkService``'s chain, in the manner of a middleware: it may change the
/// request, call `next` zero, one or several times (retry, refresh), and inspect or replace
/// the response.
///
/// The chain is ordered: the first interceptor of the list is the outermost, the transport is
/// behind the last. A useful order is
/// `[RetryInterceptor, AuthenticationInterceptor, HeaderAdapter, LoggingInterceptor]`:
/// every attempt is authorized afresh and logged with its final headers.
///
/// Every status reaches the chain as a response (only acceptable statuses become a success
/// later); failures below HTTP arrive as thrown errors, as the transport threw them (a
/// `URLError`, whose code tells a dropped connection from no network). Errors that leave the
/// chain are mapped with ``NetworkError/init(_:)``.
public protocol Interceptor: Sendable {
  /// Handles `request`, calling `next` to send it on through the rest of the chain.
  func intercept(
    _ request: URLRequest,
    context: RequestContext,
    next: (URLRequest) async throws -> (Data, HTTPURLResponse)
  ) async throws -> (Data, HTTPURLResponse)
}

/// An ``Interceptor`` that only changes requests before they are sent (headers, auth).
public protocol RequestAdapter: Interceptor {
  /// Returns `request` changed as this adapter needs.
  func adapt(_ request: URLRequest, context: RequestContext) async throws -> URLRequest
}

extension RequestAdapter {
  /// Adapts the request, then sends it on.
  public func intercept(
    _ request: URLRequest,
    context: RequestContext,
    next: (URLRequest) async throws -> (Data, HTTPURLResponse)
  ) async throws -> (Data, HTTPURLResponse) {
    try await next(try await adapt(request, context: context))
  }
}
