import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends one `URLRequest` and returns the response, whatever its status. The innermost link
/// of ``NetworkService``: ``DefaultHTTPTransport`` in apps, ``StubTransport`` in tests.
///
/// Throw `URLError` (or ``NetworkError``) on failure; cancelling the calling task must cancel
/// the exchange.
public protocol HTTPTransport: Sendable {
  /// Sends `request` and returns the body and the HTTP response.
  func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse)

  /// Sends `request` as ``send(_:)`` does, following its context: its
  /// ``RequestContext/priority``, and its ``RequestContext/progress`` to report to. What
  /// ``NetworkService`` calls; by default it ignores the context and calls ``send(_:)``.
  func send(_ request: URLRequest, context: RequestContext) async throws -> (Data, HTTPURLResponse)
}

extension HTTPTransport {
  /// Calls ``send(_:)``: a transport that knows neither priorities nor progress.
  public func send(_ request: URLRequest, context: RequestContext) async throws -> (
    Data, HTTPURLResponse
  ) {
    try await send(request)
  }
}
