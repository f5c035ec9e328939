import CairnNetworking
import Foundation
import ProjectManagerAPI
import ProjectManagerData
import ProjectManagerDomain
import ProjectManagerServer
import ServerSupport
import Testing

@Suite("Sync against a real ProjectManagerServer on 127.0.0.1", .timeLimit(.minutes(3)))
struct SyncTests {
  let folder: TemporaryFolder
  let running: RunningProjectManagerServer

  init() async throws {
    folder = try TemporaryFolder("pm-sync")
    running = try await startServer(in: folder.subfolder("server"))
  }

  func client(_ name: String, clock: TestClock = TestClock()) async throws -> SyncClient {
    try await SyncClient(name, folder: folder, serverURL: running.url, clock: clock)
  }

  @Test("changes made offline wait in the outbox, then reach the other device")
  func offlineEditsThenSync() async throws {
    let a = try await client("a")
    let b = try await client("b")
    a.link.isConnected = false
    let work = try await a.store.create(draft("회의 준비", body: "안건 정리"))
    _ = try await a.store.move(id: work.id, to: .doing)
    let offline = await a.sync()
    guard case .offline(let pending, let retryAt, .unreachable) = offline else {
      Issue.record("expected offline, got \(offline)")
      return
    }
    #expect(pending == 1)
    #expect(retryAt != nil)
    #expect(try await a.store.syncSnapshot().lastError == "The server cannot be reached.")
    a.link.isConnected = true
    guard case .synced = await a.sync() else {
      Issue.record("expected synced")
      return
    }
    #expect(try await a.store.pendingChangeCount() == 0)
    #expect(try await a.store.syncSnapshot().lastError == nil)
    await b.sync()
    #expect(
      try await b.liveWorks() == [
        Work(id: work.id, title: "회의 준비", body: "안건 정리", due: day("2026-12-01"), state: .doing)
      ])
  }

  @Test("the server stopped between two push batches and restarted: nothing lost, nothing doubled")
  func serverRestartsMidSync() async throws {
    let a = try await SyncClient(
      "a", folder: folder, serverURL: running.url,
      configuration: SyncEngine.Configuration(pushBatchSize: 2))
    var created: [Work] = []
    for index in 0..<5 { created.append(try await a.store.create(draft("일 \(index)"))) }
    let running = self.running
    let requests = Counter()
    a.link.onSend { _ in
      // The second push request finds the server gone.
      if requests.increment() == 2 { await running.stopAndWait() }
    }
    let interrupted = await a.sync()
    guard case .offline(let pending, _, _) = interrupted else {
      Issue.record("expected offline, got \(interrupted)")
      return
    }
    #expect(pending == 3, "the first batch of 2 was acknowledged before the server went down")
    a.link.onSend(nil)
    let restarted = try await startServer(
      in: folder.subfolder("server"), port: running.url.port ?? 0)
    defer { restarted.stop() }
    guard case .synced = await a.sync() else {
      Issue.record("expected synced after the restart")
      return
    }
    let onServer = try await restarted.server.records()
    #expect(Set(onServer.map(\.id)) == Set(created.map(\.id)))
    #expect(onServer.count == 5)
    let b = try await SyncClient("b", folder: folder, serverURL: restarted.url)
    await b.sync()
    #expect(try await b.liveWorks() == a.liveWorks())
  }

  @Test("the same field edited on two devices: the later write wins on both, whatever the order")
  func concurrentEditsOfOneField() async throws {
    let clock = TestClock()
    let a = try await client("a", clock: clock)
    let b = try await client("b", clock: clock)
    let work = try await a.store.create(draft("원래 제목"))
    await a.sync()
    await b.sync()
    clock.advance(by: 10)
    _ = try await b.store.update(id: work.id, with: draft("B의 제목"))
    clock.advance(by: 10)
    _ = try await a.store.update(id: work.id, with: draft("A의 제목 (나중)"))
    // B syncs last, yet A's later edit wins.
    await a.sync()
    await b.sync()
    await a.sync()
    #expect(try await a.store.work(id: work.id)?.title == "A의 제목 (나중)")
    #expect(try await b.store.work(id: work.id)?.title == "A의 제목 (나중)")
  }

  @Test("different fields edited on two devices are both kept")
  func concurrentEditsOfDifferentFields() async throws {
    let a = try await client("a")
    let b = try await client("b")
    let work = try await a.store.create(draft("제목", body: "본문"))
    await a.sync()
    await b.sync()
    _ = try await a.store.update(id: work.id, with: draft("새 제목", body: "본문"))
    _ = try await b.store.move(id: work.id, to: .done)
    _ = try await b.store.update(id: work.id, with: draft("제목", body: "새 본문"))
    await b.sync()
    await a.sync()
    await b.sync()
    let expected = Work(
      id: work.id, title: "새 제목", body: "새 본문", due: day("2026-12-01"), state: .done)
    #expect(try await a.liveWorks() == [expected])
    #expect(try await b.liveWorks() == [expected])
  }

  @Test("a delete racing an edit: the later of the two decides, on every device")
  func deleteRacingEdit() async throws {
    let clock = TestClock()
    let a = try await client("a", clock: clock)
    let b = try await client("b", clock: clock)
    let kept = try await a.store.create(draft("나중에 고친 일"))
    let gone = try await a.store.create(draft("나중에 지운 일"))
    await a.sync()
    await b.sync()
    clock.advance(by: 1)
    try await a.store.delete(id: kept.id)
    _ = try await b.store.update(id: gone.id, with: draft("먼저 고침"))
    clock.advance(by: 1)
    _ = try await b.store.update(id: kept.id, with: draft("지운 뒤에 고침"))
    try await a.store.delete(id: gone.id)
    await a.sync()
    await b.sync()
    await a.sync()
    #expect(try await a.liveWorks().map(\.title) == ["지운 뒤에 고침"])
    #expect(try await b.liveWorks() == a.liveWorks())
  }

  @Test("a server answering garbage changes nothing locally and shows an error")
  func garbageAnswer() async throws {
    let a = try await client("a")
    let b = try await client("b")
    _ = try await b.store.create(draft("서버에 있는 일"))
    await b.sync()
    let local = try await a.store.create(draft("로컬 일"))
    let before = try await a.store.records()
    running.server.faults.inject(.garbageBody, path: "/pm/sync/pull")
    let status = await a.sync()
    guard case .failed(let pending, .invalidAnswer(let detail)) = status else {
      Issue.record("expected failed, got \(status)")
      return
    }
    #expect(pending == 0, "the push went through before the pull failed")
    #expect(!detail.isEmpty, "says what was wrong with the answer")
    #expect(try await a.store.records() == before)
    #expect(try await a.liveWorks() == [local])
    #expect(try await a.store.syncSnapshot().cursor == 0)
    guard case .synced = await a.sync() else {
      Issue.record("the next sync should succeed")
      return
    }
    #expect(try await a.liveWorks().count == 2)
  }

  @Test("a server error status is retried later and keeps local changes")
  func serverError() async throws {
    let a = try await client("a")
    _ = try await a.store.create(draft("a"))
    running.server.faults.inject(.status(.internalServerError), path: "/pm/sync/push")
    let status = await a.sync()
    guard case .offline(let pending, _, _) = status else {
      Issue.record("expected offline, got \(status)")
      return
    }
    #expect(pending == 1)
    guard case .synced = await a.sync() else {
      Issue.record("expected synced")
      return
    }
  }

  @Test("in the background, a local change is pushed without asking")
  func backgroundPush() async throws {
    let a = try await client("a")
    await a.engine.start()
    var statuses = a.engine.statusUpdates().makeAsyncIterator()
    let work = try await a.store.create(draft("자동 동기화"))
    while let status = await statuses.next() {
      if case .synced = status, try await a.store.pendingChangeCount() == 0 { break }
    }
    await a.engine.stop()
    #expect(try await running.server.records().map(\.id) == [work.id])
  }

  @Test("while the server is down the background loop backs off: 1 s, 2 s, 4 s")
  func backoff() async throws {
    let manual = ManualClock(isAdvancingAutomatically: false)
    let a = try await SyncClient(
      "a", folder: folder, serverURL: running.url, networkClock: manual)
    a.link.isConnected = false
    _ = try await a.store.create(draft("a"))
    await a.engine.start()
    for delay in [Duration.seconds(1), .seconds(2), .seconds(4)] {
      await manual.waitForSleepers(count: 1)
      #expect(manual.recordedSleeps.last == delay)
      manual.advance(by: delay)
    }
    await manual.waitForSleepers(count: 1)
    a.link.isConnected = true
    manual.advance(by: .seconds(8))
    var statuses = a.engine.statusUpdates().makeAsyncIterator()
    while let status = await statuses.next() {
      if case .synced = status { break }
    }
    await a.engine.stop()
    #expect(try await running.server.records().count == 1)
  }
}

extension SyncTests {
  @Test("a device's own pushed changes are not pulled back when nothing else changed")
  func noPullBack() async throws {
    let a = try await client("a")
    for index in 0..<3 { _ = try await a.store.create(draft("일 \(index)")) }
    guard case .synced = await a.sync() else {
      Issue.record("expected synced")
      return
    }
    #expect(a.link.answers(to: "/pm/sync/pull").allSatisfy { $0.contains(#""records":[]"#) })
    #expect(try await a.store.syncSnapshot().cursor == running.server.cursor())

    // Another device changed something first: then the pull brings everything after the cursor.
    let b = try await client("b")
    _ = try await b.store.create(draft("B의 일"))
    await b.sync()
    _ = try await a.store.create(draft("A의 넷째 일"))
    await a.sync()
    #expect(try await a.liveWorks().count == 5)
    #expect(try await a.store.syncSnapshot().cursor == running.server.cursor())
  }

  @Test("the last sync before quitting gives up at its deadline and keeps the change")
  func quitDeadline() async throws {
    let manual = ManualClock(isAdvancingAutomatically: false)
    let a = try await SyncClient("a", folder: folder, serverURL: running.url, networkClock: manual)
    _ = try await a.store.create(draft("그만두기 직전의 일"))
    let gate = FaultGate()
    running.server.faults.inject(.hold(gate), path: "/pm/sync/push")
    async let outcome = a.engine.syncBeforeQuitting(within: .seconds(3))
    await gate.waitForHeldRequests(1)
    await manual.waitForSleepers(count: 1)
    manual.advance(by: .seconds(3))
    let status = await outcome
    gate.open()
    #expect(status == nil)
    #expect(try await a.store.pendingChangeCount() == 1)
  }
}

/// Counts calls from any task.
final class Counter: @unchecked Sendable {
  // @unchecked Sendable: `value` is only touched under `lock`.
  private let lock = NSLock()
  private var value = 0

  func increment() -> Int {
    lock.withLock {
      value += 1
      return value
    }
  }
}
