import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import OnbanServer

/// A logger that keeps test output quiet (request lines are logged at info).
let quietLogger: Logger = {
  var logger = Logger(label: "onban-tests")
  logger.logLevel = .warning
  return logger
}()

/// Runs `body` against a fresh in-memory server through HummingbirdTesting.
func withOnban<Value: Sendable>(
  _ server: OnbanServer? = nil, setup: TestingSetup = .router,
  _ body: @Sendable (OnbanServer, any TestClientProtocol) async throws -> Value
) async throws -> Value {
  let server = if let server { server } else { try await OnbanServer() }
  let app = Application(router: server.makeRouter(), logger: quietLogger)
  return try await app.test(setup) { client in try await body(server, client) }
}

extension TestResponse {
  /// The body's bytes.
  var data: Data { Data(body.readableBytesView) }

  /// The body decoded as `T`.
  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try JSONDecoder().decode(type, from: data)
  }

  /// The body as a JSON object, to check which keys are present.
  func jsonObject() throws -> [String: Any] {
    guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw TestFailure("body is not a JSON object: \(String(decoding: data, as: UTF8.self))")
    }
    return object
  }
}

extension TestClientProtocol {
  /// POSTs raw bytes to `/onban/order`.
  func postOrder(_ body: String) async throws -> TestResponse {
    try await execute(uri: "/onban/order", method: .post, body: ByteBuffer(string: body))
  }
}

/// A failure with a message, for `throw` in helpers.
struct TestFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
