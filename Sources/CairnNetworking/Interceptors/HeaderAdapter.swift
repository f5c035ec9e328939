import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sets header fields on every request: fixed ones (`Accept`, `User-Agent`), or one whose
/// value is looked up for each request (a token from a store). A header the endpoint already
/// sets is left alone.
public struct HeaderAdapter: RequestAdapter {
  /// Looks up header fields for one request.
  public typealias Lookup = @Sendable () async throws -> [String: String]

  private let lookup: Lookup

  /// Sets `headers` on every request.
  public init(_ headers: [String: String]) {
    self.lookup = { headers }
  }

  /// Sets the header `name` to the value `value()` returns for each request, or none when it
  /// returns `nil`. For a bearer token without refresh:
  /// `HeaderAdapter(name: "Authorization") { await store.token.map { "Bearer \($0)" } }`.
  public init(name: String, value: @escaping @Sendable () async throws -> String?) {
    self.lookup = {
      guard let value = try await value() else { return [:] }
      return [name: value]
    }
  }

  /// Adds the header fields that the request does not have yet.
  public func adapt(_ request: URLRequest, context: RequestContext) async throws -> URLRequest {
    var request = request
    for (name, value) in try await lookup() where request.value(forHTTPHeaderField: name) == nil {
      request.setValue(value, forHTTPHeaderField: name)
    }
    return request
  }
}
