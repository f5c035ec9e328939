import Foundation
import ProcessTestSupport
import ProjectManagerData
import ProjectManagerDomain
import Synchronization
import Testing

@Suite(
  "Sync with a server that is down or never answers: the status says why, and that it retries",
  .timeLimit(.minutes(1)))
struct SyncOfflineReasonTests {
  /// Runs two passes of an engine whose server is on `port`, with one change pending, and
  /// returns the status each request saw as it was sent, and the status each pass ended on.
  private func twoPasses(toPort port: HeldPort) async throws -> (
    whileSending: [SyncStatus], ended: [SyncStatus]
  ) {
    let folder = try TemporaryFolder("pm-offline-reason")
    let store = try await SQLiteWorkStore.open(
      folder: folder.subfolder("device"), now: TestClock().function)
    _ = try await store.create(draft("회의 준비"))
    let link = SwitchableTransport()
    let engine = SyncEngine(
      store: store, serverURL: try #require(URL(string: "http://127.0.0.1:\(port.port)")),
      token: boardToken, transport: link, timeout: .seconds(1))
    let seen = Mutex<[SyncStatus]>([])
    link.onSend { _ in seen.withLock { $0.append(engine.status) } }
    let first = await engine.syncNow()
    let second = await engine.syncNow()
    return (seen.withLock { $0 }, [first, second].map(Self.withoutRetryTime))
  }

  /// `status` with its retry time left out, which depends on the clock.
  private static func withoutRetryTime(_ status: SyncStatus) -> SyncStatus {
    guard case .offline(let pending, _, let reason) = status else { return status }
    return .offline(pending: pending, retryAt: nil, reason: reason)
  }

  @Test func aServerThatNeverAnswersIsSaidAndTheNextPassIsAReconnection() async throws {
    let hanging = try HeldPort(listening: true)
    let (whileSending, ended) = try await twoPasses(toPort: hanging)
    #expect(
      whileSending == [
        .syncing(pending: 1), .reconnecting(pending: 1, attempt: 2, reason: .noAnswer),
      ], "the retry says it is one, not 동기화 중… again")
    #expect(
      ended == [
        .offline(pending: 1, retryAt: nil, reason: .noAnswer),
        .offline(pending: 1, retryAt: nil, reason: .noAnswer),
      ])
  }

  @Test func aRefusedConnectionIsUnreachable() async throws {
    let closed = try HeldPort(listening: false)
    let (whileSending, ended) = try await twoPasses(toPort: closed)
    #expect(
      whileSending == [
        .syncing(pending: 1), .reconnecting(pending: 1, attempt: 2, reason: .unreachable),
      ])
    #expect(ended.last == .offline(pending: 1, retryAt: nil, reason: .unreachable))
  }
}
