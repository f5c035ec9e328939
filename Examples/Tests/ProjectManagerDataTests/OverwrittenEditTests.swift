import Foundation
import ProjectManagerData
import ProjectManagerDomain
import ProjectManagerServer
import Testing

@Suite("Sync: an edit another device's later write replaced", .timeLimit(.minutes(3)))
struct OverwrittenEditTests {
  let folder: TemporaryFolder
  let running: RunningProjectManagerServer

  init() async throws {
    folder = try TemporaryFolder("pm-overwritten")
    running = try await startServer(in: folder.subfolder("server"))
  }

  @Test("the losing edit of one field is reported, with its value, on the device that made it")
  func theLosingEditIsReported() async throws {
    let clock = TestClock()
    let a = try await SyncClient("a", folder: folder, serverURL: running.url, clock: clock)
    let b = try await SyncClient("b", folder: folder, serverURL: running.url, clock: clock)
    var toA = a.engine.overwrittenEdits().makeAsyncIterator()
    var toB = b.engine.overwrittenEdits().makeAsyncIterator()
    let work = try await a.store.create(draft("원래 제목"))
    await a.sync()
    #expect(await toA.next() == [])
    await b.sync()
    #expect(await toB.next() == [])
    clock.advance(by: 10)
    _ = try await b.store.update(id: work.id, with: draft("B의 제목"))
    clock.advance(by: 10)
    _ = try await a.store.update(id: work.id, with: draft("A의 제목 (나중)", body: "A의 본문"))
    await a.sync()
    #expect(await toA.next() == [], "A's later edit won")
    await b.sync()
    #expect(await toB.next() == [OverwrittenEdit(workID: work.id, lost: .title("B의 제목"))])
    #expect(try await b.store.work(id: work.id)?.title == "A의 제목 (나중)")

    // B's next edit is made after seeing A's: replacing it on A is no conflict.
    clock.advance(by: 10)
    _ = try await b.store.update(id: work.id, with: draft("B가 다시 고친 제목", body: "A의 본문"))
    await b.sync()
    #expect(await toB.next() == [])
    await a.sync()
    #expect(await toA.next() == [])
    #expect(try await a.store.work(id: work.id)?.title == "B가 다시 고친 제목")
  }
}
