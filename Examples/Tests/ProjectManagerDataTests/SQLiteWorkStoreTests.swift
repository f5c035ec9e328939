import Foundation
import GRDB
import ProjectManagerAPI
import ProjectManagerData
import ProjectManagerDomain
import Testing

@Suite("SQLiteWorkStore on a real file", .timeLimit(.minutes(3)))
struct SQLiteWorkStoreTests {
  let folder: TemporaryFolder
  let store: SQLiteWorkStore

  init() async throws {
    folder = try TemporaryFolder()
    store = try await SQLiteWorkStore.open(folder: folder.url)
  }

  @Test("the file is in WAL mode and passes SQLite's integrity check")
  func walMode() async throws {
    #expect(try await store.journalMode() == "wal")
    #expect(try await store.integrityCheck() == "ok")
  }

  @Test("create puts a work in TODO; a blank title becomes 제목을 입력해주세요")
  func create() async throws {
    let work = try await store.create(draft("  ", body: "안건 정리"))
    #expect(work.title == WorkRules.untitled)
    #expect(work.state == .todo)
    #expect(try await store.works() == [work])
    #expect(try await store.pendingChangeCount() == 1)
  }

  @Test("edit, move and delete change the work and queue it once in the outbox")
  func editMoveDelete() async throws {
    let work = try await store.create(draft("회의 준비"))
    let edited = try await store.update(
      id: work.id, with: draft("회의 준비 (2차)", body: "자료", due: "2026-12-02"))
    #expect(edited.title == "회의 준비 (2차)")
    #expect(edited.body == "자료")
    #expect(edited.due == day("2026-12-02"))
    let moved = try await store.move(id: work.id, to: .doing)
    #expect(moved.state == .doing)
    #expect(try await store.work(id: work.id) == moved)
    #expect(try await store.pendingChangeCount() == 1)
    try await store.delete(id: work.id)
    #expect(try await store.works().isEmpty)
    #expect(try await store.work(id: work.id) == nil)
    let records = try await store.records()
    #expect(records.count == 1, "a deletion keeps a tombstone")
    #expect(records.first?.isDeleted == true)
  }

  @Test("a deleted or unknown work cannot be changed")
  func notFound() async throws {
    let work = try await store.create(draft("a"))
    try await store.delete(id: work.id)
    #expect(await storeError { try await store.move(id: work.id, to: .done) } == .notFound(work.id))
    let unknown = UUID()
    #expect(
      await storeError { try await store.update(id: unknown, with: draft("b")) }
        == .notFound(unknown))
  }

  @Test("the database itself refuses a body over 1,000 characters: nothing is written")
  func bodyLimit() async throws {
    // The use cases check the rule first (WorkUseCasesTests); this is the last guard, for any
    // writer that skips them.
    let long = String(repeating: "가", count: 1_001)
    let error = await storeError { try await store.create(draft("a", body: long)) }
    guard case .storage(let reason) = error else {
      Issue.record("expected the database's refusal, got \(String(describing: error))")
      return
    }
    #expect(reason.contains("CHECK constraint failed"))
    #expect(try await store.works().isEmpty)
    #expect(try await store.pendingChangeCount() == 0)
    let exactly = try await store.create(draft("a", body: String(repeating: "가", count: 1_000)))
    #expect(exactly.body.count == 1_000)
  }

  @Test("works come in board order: due day, then title")
  func order() async throws {
    _ = try await store.create(draft("b", due: "2026-12-02"))
    _ = try await store.create(draft("c", due: "2026-12-01"))
    _ = try await store.create(draft("a", due: "2026-12-02"))
    #expect(try await store.works().map(\.title) == ["c", "a", "b"])
  }

  @Test("works survive closing and reopening the file")
  func reopen() async throws {
    let work = try await store.create(draft("남는 일"))
    let reopened = try await SQLiteWorkStore.open(folder: folder.url)
    #expect(try await reopened.works() == [work])
    #expect(reopened.device == store.device)
  }

  @Test("the observation sees a change made through another connection to the file")
  func observationSeesOtherWriters() async throws {
    var updates = store.observeWorkChanges().makeAsyncIterator()
    #expect(try await updates.next() == .all(Board([])))
    let other = try await SQLiteWorkStore.open(folder: folder.url)
    let work = try await other.create(draft("다른 프로세스"))
    var seen = try await updates.next()
    while seen == .all(Board([])) { seen = try await updates.next() }
    #expect(seen == .all(Board([work])))
  }

  @Test("stamps keep increasing when the wall clock goes back")
  func clockGoesBack() async throws {
    let clock = TestClock()
    let skewed = try await SQLiteWorkStore.open(
      folder: folder.subfolder("skew"), now: clock.function)
    let work = try await skewed.create(draft("a"))
    clock.advance(by: -3_600)
    _ = try await skewed.update(id: work.id, with: draft("b"))
    let record = try #require(try await skewed.records().first)
    #expect(record.title.value == "b")
    #expect(record.title.stamp > record.body.stamp)
  }

  @Test("a file that is not a database is moved aside, kept whole, and the board starts empty")
  func corruptFile() async throws {
    let bad = folder.subfolder("bad")
    try FileManager.default.createDirectory(at: bad, withIntermediateDirectories: true)
    let file = bad.appendingPathComponent(SQLiteWorkStore.fileName)
    let garbage = Data(repeating: 0x42, count: 4_096)
    try garbage.write(to: file)
    let store = try await SQLiteWorkStore.open(folder: bad)
    let aside = try #require(store.damagedFileMovedTo)
    #expect(aside.hasPrefix(file.path(percentEncoded: false) + ".damaged-"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: aside)) == garbage, "nothing is lost")
    #expect(try await store.records().isEmpty)
    let again = try await SQLiteWorkStore.open(folder: bad)
    #expect(again.damagedFileMovedTo == nil, "the new board opens as it is")
  }
}
