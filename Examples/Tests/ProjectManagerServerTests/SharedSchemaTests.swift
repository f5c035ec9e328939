import Foundation
import GRDB
import ProjectManagerAPI
import ProjectManagerDomain
import ProjectManagerServer
import ProjectManagerStorage
import Testing

/// The server keeps the same `work` table as the devices: a database made by its first schema
/// (a `works` table) moves to it with every row, and a damaged row is reported.
@Suite("The shared work table on the server", .timeLimit(.minutes(3)))
struct ServerSharedSchemaTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appending(path: "pm-server-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  private var file: String {
    folder.appending(path: ProjectManagerServerConfiguration.fileName).path(percentEncoded: false)
  }

  @Test func aDatabaseFromTheFirstSchemaKeepsItsRecordsAndCursor() async throws {
    let kept = try record(title: "예전 서버", at: stamp(1_000))
    let queue = try DatabaseQueue(path: file)
    try await queue.write { db in
      try db.execute(
        sql: """
          CREATE TABLE works (id TEXT PRIMARY KEY NOT NULL, title TEXT NOT NULL,
            title_stamp TEXT NOT NULL, body TEXT NOT NULL, body_stamp TEXT NOT NULL,
            due TEXT NOT NULL, due_stamp TEXT NOT NULL,
            state TEXT NOT NULL CHECK (state IN ('todo', 'doing', 'done')),
            state_stamp TEXT NOT NULL, deleted_stamp TEXT, seq INTEGER NOT NULL UNIQUE);
          CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
          INSERT INTO grdb_migrations VALUES ('v1: works');
          """)
      let dto = WorkRecordDTO(kept)
      try db.execute(
        sql: "INSERT INTO works VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 7)",
        arguments: [
          dto.id, dto.title, dto.titleStamp, dto.body, dto.bodyStamp, dto.due, dto.dueStamp,
          dto.state, dto.stateStamp, dto.deletedStamp,
        ])
    }
    try queue.close()

    let server = try await openServer(in: folder)
    #expect(try await server.records() == [kept])
    #expect(try await server.cursor() == 7, "change numbers survive the move")
  }

  @Test func aDamagedRowIsReportedWithItsId() async throws {
    let server = try await openServer(in: folder)
    let stored = try record(title: "곧 망가질 일", at: stamp(1_000))
    try await withPM(server) { _, client in _ = try await client.pushOK([stored]) }
    let queue = try DatabaseQueue(path: file)
    try await queue.write { db in
      try db.execute(sql: "UPDATE work SET title_stamp = 'not a stamp'")
    }
    await #expect {
      try await server.records()
    } throws: { error in
      (error as? DamagedWorkRow)?.id == stored.id.uuidString
    }
  }
}
