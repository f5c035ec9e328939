import Foundation
import ProjectManagerAPI
import ProjectManagerServer
import ServerSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Who may write: every route but `health` asks for the board token, over a real socket on
/// 127.0.0.1 with the records in a real SQLite file.
@Suite("The board token (real server on 127.0.0.1)", .timeLimit(.minutes(2)))
struct BoardTokenTests {
  static let token = BoardToken.random()

  @Test(
    "a push, a pull or a listing without the token or with a wrong one is a 401 that changes nothing",
    arguments: [
      nil, "Bearer \(BoardToken.random().text)", "Bearer \(BoardTokenTests.token.text)x",
      "Bearer \(BoardTokenTests.token.text.dropLast())", "Basic \(BoardTokenTests.token.text)",
      "Bearer ", BoardTokenTests.token.text,
    ])
  func refusedWithoutTheToken(authorization: String?) async throws {
    let folder = FileManager.default.temporaryDirectory
      .appending(path: "pm-token-tests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let running = try await RunningProjectManagerServer.start(
      try ProjectManagerServer(
        configuration: ProjectManagerServerConfiguration(
          dataDirectory: folder, access: .token(Self.token))),
      logger: quietLogger)
    let http = TokenHTTP(base: running.url)
    defer { http.close() }
    do {
      let first = try record(title: "Kept", at: stamp(1_000))
      let pushed = try await http.push([first], authorization: "Bearer \(Self.token.text)")
      #expect(pushed.status == 200)

      let intruder = try record(title: "Overwritten", at: stamp(2_000))
      var overwrite = first
      overwrite.title = .init("Overwritten", try stamp(2_000))
      for answer in [
        try await http.push([intruder, overwrite], authorization: authorization),
        try await http.get("pm/sync/pull?since=0&limit=10", authorization: authorization),
        try await http.get("pm/works", authorization: authorization),
      ] {
        #expect(answer.status == 401)
        #expect(answer.wwwAuthenticate == "Bearer")
        let sentence = try JSONDecoder().decode(RespondError.self, from: answer.body).error
        #expect(sentence.contains("cairn-apps pm login --server URL --token T"), "\(sentence)")
        #expect(sentence.contains("cairn-apps pm token"), "\(sentence)")
        #expect(!String(decoding: answer.body, as: UTF8.self).contains(Self.token.text))
      }
      #expect(try await running.server.records() == [first], "the store is unchanged")
      #expect(try await running.server.cursor() == 1, "no change number was used")
    } catch {
      await running.stopAndWait()
      throw error
    }
    await running.stopAndWait()
  }

  @Test("with the token (the scheme in any case) every route answers; health needs none")
  func acceptedWithTheToken() async throws {
    let running = try await RunningProjectManagerServer.start(
      try ProjectManagerServer(
        configuration: ProjectManagerServerConfiguration(access: .token(Self.token))),
      logger: quietLogger)
    let http = TokenHTTP(base: running.url)
    defer { http.close() }
    do {
      let work = try record(title: "Allowed", at: stamp(1_000))
      let pushed = try await http.push([work], authorization: "bearer \(Self.token.text)")
      #expect(pushed.status == 200)
      #expect(try JSONDecoder().decode(RespondPush.self, from: pushed.body).applied == 1)
      let pulled = try await http.get(
        "pm/sync/pull?since=0", authorization: "Bearer \(Self.token.text)")
      #expect(pulled.status == 200)
      #expect(try JSONDecoder().decode(RespondPull.self, from: pulled.body).records.count == 1)
      let works = try await http.get("pm/works", authorization: "Bearer \(Self.token.text)")
      #expect(works.status == 200)
      #expect(try await http.get("pm/health", authorization: nil).status == 200)
    } catch {
      await running.stopAndWait()
      throw error
    }
    await running.stopAndWait()
  }

  @Test("a token is compared whole: the same text matches, any other does not")
  func tokensAreComparedWhole() {
    let text = Self.token.text
    let lastChanged = String(text.dropLast()) + (text.hasSuffix("A") ? "B" : "A")
    let firstChanged = (text.hasPrefix("A") ? "B" : "A") + String(text.dropFirst())
    #expect(BearerAuthorization.isMatch(text, text))
    #expect(!BearerAuthorization.isMatch(lastChanged, text))
    #expect(!BearerAuthorization.isMatch(firstChanged, text))
    #expect(!BearerAuthorization.isMatch(String(text.dropLast()), text))
    #expect(!BearerAuthorization.isMatch(text + "A", text))
    #expect(!BearerAuthorization.isMatch("", text))
    #expect(BearerAuthorization.token(in: "Bearer  abc ") == "abc")
    #expect(BearerAuthorization.token(in: "BEARER abc") == "abc")
    #expect(BearerAuthorization.token(in: "Bearer") == nil)
    #expect(BearerAuthorization.token(in: "Basic abc") == nil)
    #expect(BearerAuthorization.token(in: nil) == nil)
  }
}

/// Sends requests with a chosen `Authorization` header over a session of its own.
private final class TokenHTTP: Sendable {
  private let session = URLSession(configuration: .ephemeral)
  private let base: URL

  init(base: URL) {
    self.base = base
  }

  /// An answer: its status, `WWW-Authenticate` header and body.
  struct Answer {
    let status: Int
    let wwwAuthenticate: String?
    let body: Data
  }

  /// POSTs the records to `pm/sync/push`.
  func push(_ records: [WorkRecord], authorization: String?) async throws -> Answer {
    var request = URLRequest(url: base.appending(path: "pm/sync/push"))
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = try JSONEncoder().encode(
      RequestPush(records: records.map(WorkRecordDTO.init)))
    return try await send(request, authorization: authorization)
  }

  /// GETs `path` (with its query) under the server's origin.
  func get(_ path: String, authorization: String?) async throws -> Answer {
    let url = try #require(URL(string: path, relativeTo: base))
    return try await send(URLRequest(url: url), authorization: authorization)
  }

  func close() {
    session.invalidateAndCancel()
  }

  private func send(_ request: URLRequest, authorization: String?) async throws -> Answer {
    var request = request
    request.setValue(authorization, forHTTPHeaderField: "Authorization")
    let (data, response) = try await session.data(for: request)
    let http = try #require(response as? HTTPURLResponse)
    return Answer(
      status: http.statusCode, wwwAuthenticate: http.value(forHTTPHeaderField: "WWW-Authenticate"),
      body: data)
  }
}
