import BookKittyAPI
import BookKittyServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging

/// A logger that keeps test output quiet (request lines are logged at info).
let quietLogger: Logger = {
  var logger = Logger(label: "bookkitty-tests")
  logger.logLevel = .warning
  return logger
}()

/// One server for the whole test run: loading the catalog and 416 covers takes a moment.
let sharedServer: BookKittyServer? = try? BookKittyServer(
  now: { Date(timeIntervalSince1970: 1_795_000_000) })

/// Runs `body` against the book-search server through HummingbirdTesting.
func withBookKitty<Value: Sendable>(
  _ body: @Sendable (BookKittyServer, any TestClientProtocol) async throws -> Value
) async throws -> Value {
  guard let server = sharedServer else { throw TestFailure("the bundled catalog did not load") }
  let app = Application(router: server.makeRouter(), logger: quietLogger)
  return try await app.test(.router) { client in try await body(server, client) }
}

extension TestClientProtocol {
  /// `GET /bookkitty/v1/search/book.json?<query>` with `query` sent as it is written.
  func search(_ query: String) async throws -> TestResponse {
    try await execute(uri: "/bookkitty/v1/search/book.json?" + query, method: .get)
  }

  /// A search for `text` (percent-encoded), decoded.
  func search(
    text: String, display: Int? = nil, start: Int? = nil, sort: String? = nil
  ) async throws -> RespondBookSearch {
    var query = "query=" + (text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
    if let display { query += "&display=\(display)" }
    if let start { query += "&start=\(start)" }
    if let sort { query += "&sort=\(sort)" }
    let response = try await search(query)
    guard response.status == .ok else {
      throw TestFailure("search \(query) answered \(response.status): \(response.text)")
    }
    return try response.decode(RespondBookSearch.self)
  }
}

extension TestResponse {
  /// The body's bytes.
  var data: Data { Data(body.readableBytesView) }

  /// The body as text.
  var text: String { String(decoding: data, as: UTF8.self) }

  /// The body decoded as `T`.
  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try JSONDecoder().decode(type, from: data)
  }

  /// The body as a JSON object, to check which keys are present.
  func jsonObject() throws -> [String: Any] {
    guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw TestFailure("body is not a JSON object: \(text)")
    }
    return object
  }
}

/// A failure with a message, for `throw` in helpers.
struct TestFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
