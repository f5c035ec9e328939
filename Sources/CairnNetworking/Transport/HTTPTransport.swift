import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends one `URLRequest` and returns the response, whatever its status. The innermost link
/// of ``NetworkService``: ``URLSessionTransport`` in apps, ``StubTransport`` in tests.
///
/// Throw `URLError` (or ``NetworkError``) on failure; cancelling the calling task must cancel
/// the exchange.
public protocol HTTPTransport: Sendable {
  /// Sends `request` and returns the body and the HTTP response.
  func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse)
}
