import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The bytes of an HTTP/1.1 request: the request line, the header fields and the body, as
/// ``SocketHTTPTransport`` writes them.
///
/// `Host` comes from the URL; `Content-Length` from the body (also `0` for a `POST`, `PUT` or
/// `PATCH` without one); `Accept: */*` unless the request names another, as `URLSession` sends.
/// A header field the request gives for `Host`, `Content-Length`, `Transfer-Encoding` or
/// `Connection` is replaced, so that the framing is always this transport's own.
struct HTTPRequestHead {
  /// Where to connect.
  let endpoint: SocketEndpoint
  /// The request line and header fields, ending with the empty line.
  let head: [UInt8]
  /// The body.
  let body: [UInt8]

  /// The fields the transport writes itself.
  private static let framingFields: Set<String> = [
    "host", "content-length", "transfer-encoding", "connection",
  ]

  /// The bytes of `request`, whose URL must be `http://`.
  /// - Throws: `URLError(.unsupportedURL)` for another scheme or no host, `.badURL` for a
  ///   method or header field that holds a line break or another control character (it would
  ///   end the field early, letting a value write header fields of its own).
  init(_ request: URLRequest) throws(URLError) {
    guard let url = request.url, url.scheme?.lowercased() == "http",
      let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
      let host = components.host, !host.isEmpty
    else { throw URLError(.unsupportedURL) }
    let port = components.port ?? 80
    guard (1...65_535).contains(port) else { throw URLError(.badURL) }
    endpoint = SocketEndpoint(host: host, port: UInt16(port))

    let method = request.httpMethod ?? "GET"
    guard !method.isEmpty, method.allSatisfy({ $0.isLetter || $0 == "-" }) else {
      throw URLError(.badURL)
    }
    var target = components.percentEncodedPath
    if target.isEmpty { target = "/" }
    if let query = components.percentEncodedQuery { target += "?" + query }

    body = Array(request.httpBody ?? Data())
    var lines = ["\(method) \(target) HTTP/1.1", "Host: \(Self.hostField(host, port))"]
    var namesAccept = false
    for (name, value) in (request.allHTTPHeaderFields ?? [:]).sorted(by: { $0.key < $1.key }) {
      guard Self.isSafe(name), !name.isEmpty, Self.isSafe(value) else { throw URLError(.badURL) }
      let lowercased = name.lowercased()
      guard !Self.framingFields.contains(lowercased) else { continue }
      if lowercased == "accept" { namesAccept = true }
      lines.append("\(name): \(value)")
    }
    if !namesAccept { lines.append("Accept: */*") }
    if !body.isEmpty || ["POST", "PUT", "PATCH"].contains(method.uppercased()) {
      lines.append("Content-Length: \(body.count)")
    }
    head = Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
  }

  /// `host`, `host:port`, or `[v6]:port` (the port left out when it is 80).
  private static func hostField(_ host: String, _ port: Int) -> String {
    let name = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    return port == 80 ? name : "\(name):\(port)"
  }

  /// Whether `text` has no control character but tab.
  private static func isSafe(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { $0 == "\t" || ($0.value >= 0x20 && $0.value != 0x7F) }
  }
}
