import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Authorizes requests with the token of a ``TokenStore`` and, on 401, refreshes the token once
/// for all concurrent callers and sends the request again, once, with the new token. A second
/// 401 is the caller's ``NetworkError/http(status:body:)``; a failed refresh fails every
/// waiting request with the refresh's error (unless the token was replaced meanwhile: then the
/// request is sent again with the replaced one).
///
/// With no token, the request fails with ``NetworkError/missingCredential`` and is not sent; a
/// token about to expire is refreshed before it is sent; a refresh loop ends with
/// ``NetworkError/excessiveRefresh`` (see ``TokenRefreshPolicy``).
///
/// Endpoints whose ``Endpoint/shouldAuthenticate`` is false pass through untouched.
public struct AuthenticationInterceptor: Interceptor {
  /// Writes a token as a header value; `Bearer <token>` by default.
  public typealias Format = @Sendable (String) -> String

  /// The store of the token.
  public let store: TokenStore
  private let headerName: String
  private let format: Format

  /// Creates the interceptor over `store`, writing `format(token)` into `headerName`.
  public init(
    store: TokenStore,
    headerName: String = "Authorization",
    format: @escaping Format = { "Bearer \($0)" }
  ) {
    self.store = store
    self.headerName = headerName
    self.format = format
  }

  /// Sends the request authorized; on 401, refreshes (single flight) and sends it once more.
  public func intercept(
    _ request: URLRequest,
    context: RequestContext,
    next: (URLRequest) async throws -> (Data, HTTPURLResponse)
  ) async throws -> (Data, HTTPURLResponse) {
    guard context.endpoint.shouldAuthenticate else { return try await next(request) }
    let credential = try await store.credentialForSending()
    let (data, response) = try await next(authorized(request, with: credential))
    guard response.statusCode == 401 else { return (data, response) }
    let refreshed = try await store.refreshedCredential(replacing: credential)
    try Task.checkCancellation()
    return try await next(authorized(request, with: refreshed))
  }

  private func authorized(_ request: URLRequest, with credential: TokenCredential) -> URLRequest {
    var request = request
    // The store hands out no credential without a token (it throws `missingCredential`).
    request.setValue(credential.token.map(format), forHTTPHeaderField: headerName)
    return request
  }
}
