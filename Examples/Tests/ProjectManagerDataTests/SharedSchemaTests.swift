import Foundation
import GRDB
import ProjectManagerAPI
import ProjectManagerDomain
import ProjectManagerStorage
import Testing

@testable import ProjectManagerData

/// The board's database and the server's share one `work` table and one codec: a damaged row is
/// reported, never skipped, and a database made before the shared schema keeps its rows.
@Suite("The shared work table on a device", .timeLimit(.minutes(3)))
struct SharedSchemaTests {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder()
  }

  private var path: String {
    folder.url.appending(path: SQLiteWorkStore.fileName).path(percentEncoded: false)
  }

  @Test func aDamagedRowIsReportedByTheBoardAndByTheRecords() async throws {
    let store = try await SQLiteWorkStore.open(folder: folder.url)
    let work = try await store.create(draft("멀쩡한 일"))
    let queue = try DatabaseQueue(path: path)
    try await queue.write { db in
      try db.execute(
        sql: "UPDATE work SET due = 'someday' WHERE id = ?", arguments: [work.id.uuidString])
    }
    let boardError = await storeError { try await store.works() }
    guard case .storage(let reason) = boardError else {
      Issue.record("the board must report the damage, got \(String(describing: boardError))")
      return
    }
    #expect(reason.contains(work.id.uuidString) && reason.contains("someday"))
    let recordsError = await storeError { try await store.records() }
    #expect(recordsError != nil, "reading the records reports it too")
  }

  @Test func aDatabaseFromBeforeTheSharedSchemaKeepsItsRows() async throws {
    // The first version of the schema, as a device that ran it left it.
    let queue = try DatabaseQueue(path: path)
    try WorkDatabase.migrator.migrate(queue, upTo: "v1: works, outbox, sync state")
    let record = WorkRecord(
      Work(title: "오래된 일", body: "v1", due: day("2026-12-01"), state: .doing),
      stamp: try #require(Stamp(millis: 1_764_000_000_000, counter: 0, node: "deva")))
    try await queue.write { db in try record.save(db) }
    try queue.close()

    let store = try await SQLiteWorkStore.open(folder: folder.url)
    #expect(try await store.records() == [record])
    #expect(try await store.works().map(\.title) == ["오래된 일"])
    let titleLimit = try await DatabaseQueue(path: path).read { db in
      try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'work'")
    }
    #expect(titleLimit?.contains("length(title) <= \(WorkRules.titleLimit)") == true)
  }
}
