import CairnNetworking
import DimoAPI
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends ``DimoEndpoint``s (the app's router) to a test server and returns every answer,
/// whatever its status; also sends raw requests for the bad-input tests.
struct DimoClient: Sendable {
  /// The bound of every request, in seconds: a server that never answers fails the test.
  static let timeout: TimeInterval = 30

  let baseURL: URL
  private let network: NetworkService
  private let transport = DefaultHTTPTransport()

  init(baseURL: URL) {
    self.baseURL = baseURL
    network = NetworkService(baseURL: baseURL)
  }

  /// The answer to `endpoint`, sent with `token` as its bearer token.
  func send(_ endpoint: DimoEndpoint, token: String? = nil) async throws -> Answer {
    var request = try network.makeURLRequest(for: endpoint)
    request.timeoutInterval = Self.timeout
    if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
    let (data, response) = try await transport.send(request)
    return Answer(status: response.statusCode, data: data, headers: response.allHeaderFields)
  }

  /// The answer to `endpoint`, decoded as `Body`; fails the test on another status.
  func expect<Body: Decodable>(
    _ endpoint: DimoEndpoint, token: String? = nil, status: Int = 200, as type: Body.Type
  ) async throws -> Body {
    let answer = try await send(endpoint, token: token)
    guard answer.status == status else {
      throw TestFailure(
        "\(endpoint.route) answered \(answer.status), expected \(status): \(answer.text)")
    }
    return try answer.decode(Body.self)
  }

  /// A raw request: `path` below `/dimo/` (with its query), a body and header fields.
  func raw(
    _ method: String, _ path: String, body: Data? = nil, headers: [String: String] = [:]
  ) async throws -> Answer {
    guard let url = URL(string: baseURL.absoluteString + path) else {
      throw TestFailure("bad path \(path)")
    }
    var request = URLRequest(url: url)
    request.timeoutInterval = Self.timeout
    request.httpMethod = method
    request.httpBody = body
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    let (data, response) = try await transport.send(request)
    return Answer(status: response.statusCode, data: data, headers: response.allHeaderFields)
  }
}

/// A response: status, body, header fields.
struct Answer: Sendable {
  let status: Int
  let data: Data
  let headerFields: [String: String]

  init(status: Int, data: Data, headers: [AnyHashable: Any]) {
    self.status = status
    self.data = data
    var fields: [String: String] = [:]
    for (key, value) in headers {
      if let key = key as? String, let value = value as? String { fields[key.lowercased()] = value }
    }
    headerFields = fields
  }

  /// The body as text.
  var text: String { String(decoding: data, as: UTF8.self) }

  /// The body decoded as `T`.
  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    do {
      return try JSONDecoder().decode(T.self, from: data)
    } catch {
      throw TestFailure("cannot decode \(T.self) (\(error)) from \(status): \(text)")
    }
  }

  /// The `{code, message}` of the body.
  func message() throws -> RespondMessage {
    try decode(RespondMessage.self)
  }

  /// A header field, by lower-case name.
  func header(_ name: String) -> String? {
    headerFields[name.lowercased()]
  }
}

/// A failure with a message, for `throw` in helpers.
struct TestFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
