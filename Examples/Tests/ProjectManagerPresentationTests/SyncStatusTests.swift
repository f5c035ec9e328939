import CairnPresentation
import Foundation
import ProjectManagerData
import ProjectManagerDomain
import ProjectManagerPresentation
import ProjectManagerTestSupport
import Testing

@Suite("Project Manager board: the sync status line", .timeLimit(.minutes(1)))
@MainActor
struct SyncStatusTests {
  @Test(arguments: [
    (SyncStatus.localOnly(pending: 2), "이 기기에만 저장", SyncStatusText.Kind.ok),
    (.syncing(pending: 1), "동기화 중…", .busy),
    (.synced(at: testNow), "동기화됨", .ok),
    (.pending(3), "3개 대기 중", .pending),
    (.offline(pending: 3, retryAt: nil), "오프라인 · 3개 대기 중", .offline),
    (.offline(pending: 0, retryAt: testNow), "오프라인", .offline),
    (.failed(pending: 1, message: "서버 응답을 읽을 수 없어요"), "동기화 오류: 서버 응답을 읽을 수 없어요", .error),
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

    sync.set(.failed(pending: 1, message: "500"))
    await app.syncStatus { $0.kind == .error }
    app.retry.send()
    await app.syncStatus { $0.kind == .ok }
    #expect(sync.syncNowCount == 1)
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
