import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import ProjectManagerAPI
import ProjectManagerServer

/// A logger that keeps test output quiet (request lines are logged at info).
let quietLogger: Logger = {
  var logger = Logger(label: "pm-server-tests")
  logger.logLevel = .warning
  return logger
}()

/// A server open to anyone (no board token), its records in `folder` or in memory: for the
/// suites about merging, paging, validation and routing. `BoardTokenTests` is about the token.
func openServer(in folder: URL? = nil) async throws -> ProjectManagerServer {
  try await ProjectManagerServer(
    configuration: ProjectManagerServerConfiguration(dataDirectory: folder, access: .open))
}

/// Runs `body` against a fresh in-memory server open to anyone (or `server`) through
/// HummingbirdTesting.
func withPM<Value: Sendable>(
  _ server: ProjectManagerServer? = nil,
  _ body: @Sendable (ProjectManagerServer, any TestClientProtocol) async throws -> Value
) async throws -> Value {
  let server = if let server { server } else { try await openServer() }
  let app = Application(router: server.makeRouter(), logger: quietLogger)
  return try await app.test(.router) { client in try await body(server, client) }
}

extension TestResponse {
  /// The body's bytes.
  var data: Data { Data(body.readableBytesView) }

  /// The body decoded as `T`.
  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try JSONDecoder().decode(type, from: data)
  }

  /// The sentence of a `RespondError` body.
  func errorSentence() throws -> String {
    try decode(RespondError.self).error
  }
}

extension TestClientProtocol {
  /// POSTs raw text to `/pm/sync/push`.
  func push(raw body: String) async throws -> TestResponse {
    try await execute(
      uri: "/pm/sync/push", method: .post, headers: [.contentType: "application/json"],
      body: ByteBuffer(string: body))
  }

  /// POSTs a `RequestPush` of `records` to `/pm/sync/push`.
  func push(_ records: [WorkRecordDTO]) async throws -> TestResponse {
    let data = try JSONEncoder().encode(RequestPush(records: records))
    return try await execute(
      uri: "/pm/sync/push", method: .post, headers: [.contentType: "application/json"],
      body: ByteBuffer(bytes: data))
  }

  /// Pushes `records` and decodes the 200 answer.
  func pushOK(_ records: [WorkRecord]) async throws -> RespondPush {
    let response = try await push(records.map(WorkRecordDTO.init))
    guard response.status == .ok else {
      throw TestFailure(
        "push answered \(response.status): \(String(decoding: response.data, as: UTF8.self))")
    }
    return try response.decode(RespondPush.self)
  }

  /// Pulls and decodes the 200 answer.
  func pullOK(since: Int, limit: Int = 500) async throws -> RespondPull {
    let response = try await execute(
      uri: "/pm/sync/pull?since=\(since)&limit=\(limit)", method: .get)
    guard response.status == .ok else {
      throw TestFailure("pull answered \(response.status)")
    }
    return try response.decode(RespondPull.self)
  }
}

/// A failure with a message, for `throw` in helpers.
struct TestFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
