import Foundation
import ProjectManagerAPI
import ProjectManagerServer
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Over a real socket", .timeLimit(.minutes(3)))
struct LiveServerTests {
  @Test func pushesAndPullsOn127001() async throws {
    let token = BoardToken.random()
    let running = try await RunningProjectManagerServer.start(
      try ProjectManagerServer(
        configuration: ProjectManagerServerConfiguration(access: .token(token))),
      logger: quietLogger)
    let http = HTTP(token: token)
    defer { http.close() }
    do {
      #expect(running.url.host() == "127.0.0.1")
      #expect(running.port > 0)
      let records = try [record(title: "Over the wire", at: stamp(1_000))]
      let pushed = try await http.push(records, to: running.url)
      #expect(pushed == RespondPush(applied: 1, cursor: 1, previousCursor: 0))
      let pulled = try await http.pull(since: 0, from: running.url)
      #expect(pulled.records == records.map(WorkRecordDTO.init))
      #expect(running.server.requestCount(path: "/pm/sync/push") == 1)
    } catch {
      await running.stopAndWait()
      throw error
    }
    await running.stopAndWait()
  }

  @Test func dataSurvivesARestartOnTheSamePort() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appending(path: "pm-server-tests-\(UUID().uuidString)/server")
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let token = BoardToken.random()
    let configuration = ProjectManagerServerConfiguration(
      dataDirectory: folder, access: .token(token))
    let http = HTTP(token: token)
    defer { http.close() }
    let records = try [
      record(title: "Survives", at: stamp(1_000)), record(title: "Also survives", at: stamp(1_001)),
    ]

    let first = try await RunningProjectManagerServer.start(
      try ProjectManagerServer(configuration: configuration), logger: quietLogger)
    let port = first.port
    let pushed: RespondPush
    do {
      pushed = try await http.push(records, to: first.url)
      #expect(try await first.server.journalMode() == "wal")
    } catch {
      await first.stopAndWait()
      throw error
    }
    await first.stopAndWait()
    #expect(pushed == RespondPush(applied: 2, cursor: 2, previousCursor: 0))
    let file = folder.appending(path: ProjectManagerServerConfiguration.fileName)
    #expect(FileManager.default.fileExists(atPath: file.path(percentEncoded: false)))
    // The server is down: nothing answers on its port.
    await #expect(throws: (any Error).self) { try await http.pull(since: 0, from: first.url) }

    let second = try await RunningProjectManagerServer.start(
      try ProjectManagerServer(configuration: configuration), port: port, logger: quietLogger)
    do {
      #expect(second.port == port)
      #expect(second.url == first.url)
      let pulled = try await http.pull(since: 0, from: second.url)
      #expect(pulled.records == records.map(WorkRecordDTO.init))
      #expect(pulled.cursor == 2)
      #expect(try await second.server.cursor() == 2)
    } catch {
      await second.stopAndWait()
      throw error
    }
    await second.stopAndWait()
  }

  @Test func aMemoryDatabaseIsNotWAL() async throws {
    #expect(try await openServer().journalMode() == "memory")
  }
}

/// A URLSession of its own, so that no pooled connection outlives the server it went to,
/// sending the board token with every request.
private final class HTTP: Sendable {
  private let session = URLSession(configuration: .ephemeral)
  private let token: BoardToken

  init(token: BoardToken) {
    self.token = token
  }

  /// POSTs the records to `sync/push` and decodes the 200 answer.
  func push(_ records: [WorkRecord], to base: URL) async throws -> RespondPush {
    var request = URLRequest(url: base.appending(path: "pm/sync/push"))
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.setValue("Bearer \(token.text)", forHTTPHeaderField: "Authorization")
    request.httpBody = try JSONEncoder().encode(
      RequestPush(records: records.map(WorkRecordDTO.init)))
    return try await decode(RespondPush.self, session.data(for: request))
  }

  /// GETs `sync/pull` and decodes the 200 answer.
  func pull(since: Int, from base: URL) async throws -> RespondPull {
    let url = base.appending(path: "pm/sync/pull").appending(queryItems: [
      URLQueryItem(name: "since", value: "\(since)"), URLQueryItem(name: "limit", value: "100"),
    ])
    var request = URLRequest(url: url)
    request.setValue("Bearer \(token.text)", forHTTPHeaderField: "Authorization")
    return try await decode(RespondPull.self, session.data(for: request))
  }

  func close() {
    session.invalidateAndCancel()
  }

  private func decode<T: Decodable>(_ type: T.Type, _ answer: (Data, URLResponse)) throws -> T {
    let status = (answer.1 as? HTTPURLResponse)?.statusCode
    guard status == 200 else { throw TestFailure("answered \(status ?? 0)") }
    return try JSONDecoder().decode(type, from: answer.0)
  }
}
