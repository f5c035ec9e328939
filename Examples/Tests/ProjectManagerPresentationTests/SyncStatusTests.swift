import CairnPresentation
import Foundation
import ProjectManagerAPI
import ProjectManagerData
import ProjectManagerDomain
import ProjectManagerPresentation
import ProjectManagerServer
import ProjectManagerTestSupport
import Testing

@Suite("Project Manager board: the sync status line", .timeLimit(.minutes(3)))
@MainActor
struct SyncStatusTests {
  @Test(arguments: [
    (SyncStatus.localOnly(pending: 2), "이 기기에만 저장", SyncStatusText.Kind.ok),
    (.syncing(pending: 1), "동기화 중…", .busy),
    (.synced(at: testNow), "동기화됨", .ok),
    (.pending(3), "3개 대기 중", .pending),
    (.offline(pending: 3, retryAt: nil), "오프라인 · 3개 대기 중", .offline),
    (.offline(pending: 0, retryAt: testNow), "오프라인", .offline),
    (
      .offline(pending: 1, retryAt: testNow, reason: .noAnswer), "오프라인 (서버 응답 없음) · 1개 대기 중",
      .offline
    ),
    (
      .offline(pending: 0, retryAt: nil, reason: .unavailable(status: 503)), "오프라인 (서버 오류 503)",
      .offline
    ),
    (
      .reconnecting(pending: 2, attempt: 3, reason: .noAnswer),
      "다시 연결하는 중 (3번째, 서버 응답 없음)… · 2개 대기 중", .busy
    ),
    (.reconnecting(pending: 0, attempt: 2, reason: .unreachable), "다시 연결하는 중 (2번째)…", .busy),
    (
      .setAside(
        pending: 0,
        records: [
          SetAsideRecord(id: "7C95FA67-2FF2-41BC-B07B-30014FDD00B1", reason: "refused here")
        ]),
      "동기화됨 · 보류 1건: 7C95FA67-2FF2-41BC-B07B-30014FDD00B1 (refused here)", .error
    ),
    (
      .failed(pending: 2, problem: .unauthorized(message: "The board token sent is not …")),
      "동기화 오류: 서버가 이 기기의 보드 토큰을 받지 않았어요 (401). "
        + "`cairn-apps pm login --server URL --token T`로 로그인해 주세요. 바뀐 내용은 이 기기에 그대로 있어요.",
      .error
    ),
    (
      .failed(pending: 1, problem: .invalidAnswer(detail: "body: not JSON")),
      "동기화 오류: 서버의 응답을 읽을 수 없어요. 잠시 뒤 다시 시도해 주세요.", .error
    ),
    (
      .failed(pending: 0, problem: .storage(.storage("disk I/O error"))),
      "동기화 오류: 보드를 저장하거나 읽지 못했어요: disk I/O error. 디스크 공간과 폴더 권한을 확인해 주세요. 이미 저장된 내용은 그대로예요.",
      .error
    ),
  ])
  func eachSyncStateHasItsText(status: SyncStatus, text: String, kind: SyncStatusText.Kind)
    async throws
  {
    let sync = ControlledSync()
    let app = try await BoardAppHarness(sync: { _ in sync })
    await app.load()
    sync.set(status)
    let shown = await app.syncStatus { $0.text == text }
    #expect(shown == SyncStatusText(text: text, kind: kind))
    app.quitAndExpectAllReleased()
  }

  @Test func syncRequestedCallsSyncNow() async throws {
    let sync = ControlledSync(.pending(2))
    let app = try await BoardAppHarness(sync: { _ in sync })
    await app.load()
    await app.syncStatus { $0.text == "2개 대기 중" }
    app.syncRequested.send()
    let shown = await app.syncStatus { $0.text == "동기화됨" }
    #expect(shown?.kind == .ok)
    #expect(sync.syncNowCount == 1)
    app.quitAndExpectAllReleased()
  }

  @Test func retrySyncsAgainAfterAFailedSyncButNotWhenAllIsWell() async throws {
    let sync = ControlledSync(.synced(at: testNow))
    let app = try await BoardAppHarness(sync: { _ in sync })
    await app.load()
    await app.syncStatus { $0.kind == .ok }
    app.retry.send()
    #expect(sync.syncNowCount == 0)

    sync.set(.failed(pending: 1, problem: .refused(status: 400, message: "bad batch")))
    await app.syncStatus { $0.kind == .error }
    app.retry.send()
    await app.syncStatus { $0.kind == .ok }
    #expect(sync.syncNowCount == 1)
    app.quitAndExpectAllReleased()
  }

  @Test("a real server refusing the board's token: the status line says so, and the change waits")
  func aRefusedTokenIsShownOnTheStatusLine() async throws {
    let running = try await RunningProjectManagerServer.start(
      ProjectManagerServer(
        configuration: ProjectManagerServerConfiguration(access: .token(BoardToken.random()))))
    defer { running.stop() }
    let app = try await BoardAppHarness(sync: {
      SyncEngine(store: $0, serverURL: running.url, token: BoardToken.random())
    })
    let engine = try #require(app.sync as? SyncEngine)
    try await app.seed("보내지 못한 일")
    await app.load()
    await engine.syncNow()
    let shown = await app.syncStatus { $0.text.contains("보드 토큰을 받지 않았어요 (401)") }
    #expect(shown?.kind == .error)
    #expect(try await app.store.pendingChangeCount() == 1)
    #expect(try await running.server.records().isEmpty)
    app.quitAndExpectAllReleased()
  }

  @Test func withoutAServerTheRealLocalOnlySyncSaysSoAndCountsPendingChanges() async throws {
    let app = try await BoardAppHarness(sync: { LocalOnlySync(store: $0) })
    await app.load()
    let shown = await app.syncStatus { $0.text == "이 기기에만 저장" }
    #expect(shown?.kind == .ok)
    app.quitAndExpectAllReleased()
  }
}
