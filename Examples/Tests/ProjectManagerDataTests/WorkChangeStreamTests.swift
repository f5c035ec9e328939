import Foundation
import GRDB
import ProjectManagerAPI
import ProjectManagerData
import ProjectManagerDomain
import ProjectManagerServer
import ServerSupport
import Testing

@Suite("The store's change stream on a real file", .timeLimit(.minutes(3)))
struct WorkChangeStreamTests {
  let folder: TemporaryFolder
  let store: SQLiteWorkStore

  init() async throws {
    folder = try TemporaryFolder("pm-changes")
    store = try await SQLiteWorkStore.open(folder: folder.url)
  }

  @Test("every work first, then each write of this store as the work it wrote")
  func ownWritesRowByRow() async throws {
    let kept = try await store.create(draft("남는 일"))
    var changes = store.observeWorkChanges().makeAsyncIterator()
    #expect(try await changes.next() == .all(Board([kept])))

    let created = try await store.create(draft("회의 준비"))
    #expect(try await changes.next() == .changed(saved: [created], removed: []))
    let moved = try await store.move(id: created.id, to: .doing)
    #expect(try await changes.next() == .changed(saved: [moved], removed: []))
    let edited = try await store.update(id: created.id, with: draft("회의 (2차)", body: "자료"))
    #expect(try await changes.next() == .changed(saved: [edited], removed: []))
    try await store.delete(id: created.id)
    #expect(try await changes.next() == .changed(saved: [], removed: [created.id]))
  }

  @Test("a write the database refuses leaves nothing behind for the next change")
  func rolledBackWrite() async throws {
    var changes = store.observeWorkChanges().makeAsyncIterator()
    #expect(try await changes.next() == .all(Board([])))
    // Past the body limit: the use cases refuse it first; the table's CHECK refuses it here.
    let tooLong = draft("긴 일", body: String(repeating: "가", count: WorkRules.bodyLimit + 1))
    #expect(await storeError { try await store.create(tooLong) } != nil)
    let created = try await store.create(draft("짧은 일"))
    #expect(try await changes.next() == .changed(saved: [created], removed: []))
  }

  @Test("another connection's write is told as a full read of the board")
  func otherConnectionIsAFullRead() async throws {
    var changes = store.observeWorkChanges().makeAsyncIterator()
    #expect(try await changes.next() == .all(Board([])))
    let other = try await SQLiteWorkStore.open(folder: folder.url)
    let work = try await other.create(draft("다른 프로세스"))
    var seen = try await changes.next()
    while seen == .all(Board([])) { seen = try await changes.next() }
    #expect(seen == .all(Board([work])))
  }

  @Test("a sync that merges works into all three columns arrives as one change")
  func mergeIsOneChange() async throws {
    let running = try await startServer(in: folder.subfolder("server"))
    let mine = try await SyncClient("mine", folder: folder, serverURL: running.url)
    let theirs = try await SyncClient("theirs", folder: folder, serverURL: running.url)
    let gone = try await mine.store.create(draft("지워질 일"))
    await mine.sync()
    await theirs.sync()
    try await theirs.store.delete(id: gone.id)
    var written: [Work] = []
    for state in WorkState.allCases {
      let work = try await theirs.store.create(draft("\(state.title) 일"))
      written.append(try await theirs.store.move(id: work.id, to: state))
    }
    await theirs.sync()

    var changes = mine.store.observeWorkChanges().makeAsyncIterator()
    #expect(try await changes.next() == .all(Board([gone])))
    await mine.sync()
    guard case .changed(let saved, let removed) = try await changes.next() else {
      Issue.record("expected one change from the merge")
      return
    }
    #expect(Set(saved) == Set(written))
    #expect(removed == [gone.id])
    await running.stopAndWait()
  }

  @Test("Swift's board order is the order SQLite reads the board in")
  func boardOrderIsSQLitesOrder() async throws {
    let titles = [
      "b", "B", "a", "ab", "a b", "가", "각", "Z", "é", "e\u{301}", "😅", "", "10", "9", "a",
      "title", "Title", "ｔｉｔｌｅ",
    ]
    for (index, title) in titles.enumerated() {
      _ = try await store.create(
        draft(title, due: index.isMultiple(of: 3) ? "2026-12-02" : "2026-12-01"))
    }
    let read = try await store.works()
    #expect(read.count == titles.count)
    #expect(read.sorted { $0.isInBoardOrder(before: $1) } == read)
  }

  @Test("a reopened store stamps after the newest stamp, even when the wall clock went back")
  func newestStampAcrossReopening() async throws {
    let clock = TestClock()
    let first = try await SQLiteWorkStore.open(
      folder: folder.subfolder("clock"), now: clock.function)
    let work = try await first.create(draft("a"))
    let newest = try #require(try await first.records().first?.title.stamp)
    clock.advance(by: -3_600)
    let reopened = try await SQLiteWorkStore.open(
      folder: folder.subfolder("clock"), now: clock.function)
    _ = try await reopened.update(id: work.id, with: draft("b"))
    let record = try #require(try await reopened.records().first)
    #expect(record.title.value == "b")
    #expect(record.title.stamp > newest)
  }

  @Test("a database made before the newest stamp was kept gets it from its works")
  func newestStampOfAnOlderDatabase() async throws {
    let clock = TestClock()
    let older = folder.subfolder("older")
    let work = try await SQLiteWorkStore.open(folder: older, now: clock.function)
      .create(draft("a"))
    let path = older.appendingPathComponent(SQLiteWorkStore.fileName).path
    // Back to the schema before migration v3: no triggers, no kept stamp.
    try await DatabaseQueue(path: path).write { db in
      try db.execute(sql: "DROP TRIGGER work_newest_stamp_after_insert")
      try db.execute(sql: "DROP TRIGGER work_newest_stamp_after_update")
      try db.execute(sql: "DELETE FROM sync_meta WHERE key = 'newest_stamp'")
      try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier LIKE 'v3%'")
    }
    clock.advance(by: -3_600)
    let reopened = try await SQLiteWorkStore.open(folder: older, now: clock.function)
    let before = try #require(try await reopened.records().first?.title.stamp)
    _ = try await reopened.update(id: work.id, with: draft("b"))
    #expect(try #require(try await reopened.records().first).title.stamp > before)
    let kept = try await DatabaseQueue(path: path).read { db in
      try String.fetchOne(db, sql: "SELECT value FROM sync_meta WHERE key = 'newest_stamp'")
    }
    #expect(kept == (try await reopened.records().first?.title.stamp.description))
  }
}
