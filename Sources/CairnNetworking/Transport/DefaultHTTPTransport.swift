import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The transport a ``NetworkService`` sends with unless it is given another: on Linux
/// ``SocketHTTPTransport`` (its own connections for `http://`, whose waits cost no CPU, and
/// ``URLSessionTransport`` for `https://`); on Apple platforms ``URLSessionTransport``.
public struct DefaultHTTPTransport: HTTPTransport {
  #if canImport(Glibc)
    private let base = SocketHTTPTransport()
  #else
    private let base = URLSessionTransport()
  #endif

  /// The platform's default transport.
  public init() {}

  /// Sends `request` through the platform's transport.
  public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    try await base.send(request)
  }

  /// Sends `request` through the platform's transport, following its context.
  public func send(_ request: URLRequest, context: RequestContext) async throws -> (
    Data, HTTPURLResponse
  ) {
    try await base.send(request, context: context)
  }
}
