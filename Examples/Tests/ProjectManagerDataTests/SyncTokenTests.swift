import Foundation
import ProjectManagerAPI
import ProjectManagerData
import ProjectManagerDomain
import ProjectManagerServer
import Testing

/// A device whose board token the server refuses, against a real server on 127.0.0.1 that
/// keeps its records in a real SQLite file: the sync stops with "unauthorized", nothing moves
/// either way, and every change waits for the right token.
@Suite("Syncing with the board token (real server on 127.0.0.1)", .timeLimit(.minutes(2)))
struct SyncTokenTests {
  let folder: TemporaryFolder
  let running: RunningProjectManagerServer

  init() async throws {
    folder = try TemporaryFolder("pm-token")
    running = try await startServer(in: folder.subfolder("server"))
  }

  @Test(
    "without the token or with a wrong one: 401, the server's store and the device's cursor unchanged, the change kept",
    arguments: [nil, BoardToken.random()])
  func refusedTokenChangesNothing(token: BoardToken?) async throws {
    defer { running.stop() }
    let device = try await SyncClient("device", folder: folder, serverURL: running.url)
    let other = try await SyncClient("other", folder: folder, serverURL: running.url)
    let shared = try await other.store.create(draft("함께 보는 일"))
    guard case .synced = await other.sync(), case .synced = await device.sync() else {
      Issue.record("the setup did not sync")
      return
    }
    let cursor = try await device.store.syncSnapshot().cursor
    #expect(cursor == 1)
    _ = try await other.store.update(id: shared.id, with: draft("다른 기기가 고친 일"))
    await other.sync()
    let mine = try await device.store.create(draft("내 일"))

    // The same device, its engine sending another token (or none).
    let refused = SyncEngine(store: device.store, serverURL: running.url, token: token)
    let status = await refused.syncNow()
    guard case .failed(let pending, .unauthorized(let message)) = status else {
      Issue.record("expected an unauthorized failure, got \(status)")
      return
    }
    #expect(pending == 1)
    #expect(message.contains("cairn-apps pm login --server URL --token T"), "\(message)")
    let snapshot = try await device.store.syncSnapshot()
    #expect(snapshot.pending == 1, "the change waits")
    #expect(snapshot.cursor == cursor, "the cursor did not move")
    #expect(
      snapshot.lastError?.hasPrefix(
        "The server did not accept this device's board token (401): ") == true,
      "\(snapshot.lastError ?? "")")
    #expect(try await device.store.work(id: shared.id)?.title == "함께 보는 일", "nothing pulled")
    #expect(try await running.server.records().map(\.id) == [shared.id], "nothing pushed")
    #expect(try await running.server.cursor() == 2)

    // With the right token the same device syncs both ways.
    guard case .synced = await device.sync() else {
      Issue.record("expected synced with the token")
      return
    }
    #expect(try await device.store.work(id: shared.id)?.title == "다른 기기가 고친 일")
    #expect(Set(try await running.server.records().map(\.id)) == [shared.id, mine.id])
  }

  @Test("a login is checked against the server before it is kept")
  func loginCheck() async throws {
    defer { running.stop() }
    try await SyncLoginCheck.verify(SyncLogin(serverURL: running.url, token: boardToken))
    do {
      try await SyncLoginCheck.verify(SyncLogin(serverURL: running.url, token: BoardToken.random()))
      Issue.record("a wrong token was accepted")
    } catch {
      #expect(error.isUnauthorized)
      #expect(error.description.contains("(401)"), "\(error.description)")
    }
    await running.stopAndWait()
    do {
      try await SyncLoginCheck.verify(
        SyncLogin(serverURL: running.url, token: boardToken), timeout: .seconds(5))
      Issue.record("a stopped server cannot accept a login")
    } catch {
      #expect(!error.isUnauthorized)
      #expect(error.description.contains("cannot be reached"), "\(error.description)")
    }
  }
}

/// The device's kept login.
@Suite("The kept sync login", .timeLimit(.minutes(1)))
struct SyncLoginFileTests {
  @Test("kept with mode 0600, read back, replaced whole and forgotten")
  func keptReadAndForgotten() throws {
    let folder = try TemporaryFolder("pm-login")
    let file = SyncLoginFile(folder: folder.url)
    #expect(try file.load() == nil)
    let first = SyncLogin(
      serverURL: try #require(URL(string: "http://127.0.0.1:8080")), token: BoardToken.random())
    try file.save(first)
    let path = file.url.path(percentEncoded: false)
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    #expect(try file.load() == first)
    #expect(!"\(first)".contains(first.token.text), "its description hides the token")
    let second = SyncLogin(serverURL: first.serverURL, token: BoardToken.random())
    try file.save(second)
    #expect(try file.load() == second)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == [
        SyncLoginFile.fileName
      ])
    #expect(try file.remove())
    #expect(try file.load() == nil)
    #expect(try !file.remove())
  }

  @Test("a file that is not a login is an error that says what to do")
  func damagedLogin() throws {
    let folder = try TemporaryFolder("pm-login")
    let file = SyncLoginFile(folder: folder.url)
    for contents in ["", "{}", #"{"server": "http://127.0.0.1:8080", "token": "short"}"#] {
      try Data(contents.utf8).write(to: file.url)
      #expect(throws: SyncLoginFileError.damaged(path: file.url.path(percentEncoded: false))) {
        try file.load()
      }
    }
    #expect(
      SyncLoginFileError.damaged(path: "/x").description.contains("cairn-apps pm login"))
  }
}
