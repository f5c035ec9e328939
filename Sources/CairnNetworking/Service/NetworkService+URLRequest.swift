import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension NetworkService {
  /// The `URLRequest` for `endpoint`: the base URL joined with the path (the base URL unchanged
  /// when the path is empty), the query items, the header fields, the body with its
  /// `Content-Type`, and the timeout.
  /// - Throws: ``NetworkError/invalidRequest(_:)`` when the URL or the body cannot be made.
  public func makeURLRequest(for endpoint: some Endpoint) throws(NetworkError) -> URLRequest {
    guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) else {
      throw .invalidRequest("bad base URL \(baseURL)")
    }
    let path = endpoint.path.drop { $0 == "/" }
    if !path.isEmpty {
      // An empty path leaves the base URL as it is (no "/" added), as Moya does.
      var basePath = components.path
      while basePath.hasSuffix("/") { basePath.removeLast() }
      components.path = "\(basePath)/\(path)"
    }
    if !endpoint.queryItems.isEmpty {
      let query = endpoint.queryItems.map { item in
        let name = PercentEncoding.encode(item.name)
        return item.value.map { "\(name)=\(PercentEncoding.encode($0))" } ?? name
      }
      let existing = components.percentEncodedQuery.map { [$0] } ?? []
      components.percentEncodedQuery = (existing + query).joined(separator: "&")
    }
    guard let url = components.url else {
      throw .invalidRequest("cannot make a URL from \(baseURL) and \(endpoint.path)")
    }
    var request = URLRequest(url: url)
    request.httpMethod = endpoint.method.rawValue
    if let timeout = endpoint.timeout ?? configuration.defaultTimeout {
      request.timeoutInterval = timeout.inSeconds
    }
    for (name, value) in endpoint.headers {
      request.setValue(value, forHTTPHeaderField: name)
    }
    if let (data, contentType) = try endpoint.body.encoded() {
      request.httpBody = data
      if request.value(forHTTPHeaderField: "Content-Type") == nil {
        request.setValue(contentType, forHTTPHeaderField: "Content-Type")
      }
    }
    return request
  }
}
