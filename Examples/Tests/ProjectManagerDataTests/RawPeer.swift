import CairnNetworking
import Foundation
import ProjectManagerAPI

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Another peer of the sync server, sending whatever JSON it likes (odd Unicode, hostile
/// stamps) over a real socket, as no well-behaved client would.
struct RawPeer: Sendable {
  let serverURL: URL
  let token: BoardToken?
  private let transport = DefaultHTTPTransport()

  /// A peer of the server at `serverURL`, sending `token` (none when nil).
  init(_ serverURL: URL, token: BoardToken? = boardToken) {
    self.serverURL = serverURL
    self.token = token
  }

  /// `POST /pm/sync/push` with these records; the answer's status and body.
  func push(_ records: [WorkRecordDTO]) async throws -> (status: Int, body: String) {
    try await send(try JSONEncoder().encode(RequestPush(records: records)))
  }

  /// `POST /pm/sync/push` with this body as it is.
  func send(_ body: Data) async throws -> (status: Int, body: String) {
    var request = URLRequest(url: serverURL.appendingPathComponent("pm/sync/push"))
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.setValue(token.map { "Bearer \($0.text)" }, forHTTPHeaderField: "Authorization")
    request.httpBody = body
    let (data, response) = try await transport.send(request)
    return (response.statusCode, String(decoding: data, as: UTF8.self))
  }

  /// A record of this peer's, every field stamped at `millis`.
  static func record(
    id: UUID = UUID(), title: String, body: String = "", millis: Int64 = 1_700_000_000_000
  ) -> WorkRecordDTO {
    let stamp = "\(String(repeating: "0", count: 18 - String(millis).count))\(millis)-00000-peer"
    return WorkRecordDTO(
      id: id.uuidString, title: title, titleStamp: stamp, body: body, bodyStamp: stamp,
      due: "2026-12-01", dueStamp: stamp, state: "todo", stateStamp: stamp, deletedStamp: nil)
  }
}
