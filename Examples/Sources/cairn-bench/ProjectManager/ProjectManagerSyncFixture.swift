import Foundation
import GRDB
import ProjectManagerAPI
import ProjectManagerData
import ProjectManagerServer

/// The pieces of the sync benchmark: a template client database with `changes` works created
/// through `SQLiteWorkStore.create` (so its outbox holds one row per work), copied afresh for
/// every run, and a fresh sync server per run.
@MainActor
final class ProjectManagerSyncFixture {
  /// Works created, and so changes waiting to be pushed.
  let changes: Int
  /// How long creating the template took.
  let buildTime: Duration
  /// The template's records as the wire carries them, in pushes of `batchSize`.
  let pushes: [RequestPush]
  private let templateFolder: URL
  private let template: DatabasePool

  private init(
    changes: Int, buildTime: Duration, pushes: [RequestPush], templateFolder: URL,
    template: DatabasePool
  ) {
    self.changes = changes
    self.buildTime = buildTime
    self.pushes = pushes
    self.templateFolder = templateFolder
    self.template = template
  }

  /// Creates `changes` works in a new store, one `create` each, and keeps it as the template.
  static func make(changes: Int, batchSize: Int) async throws -> ProjectManagerSyncFixture {
    let clock = ContinuousClock()
    let start = clock.now
    let folder = scratchFolder("sync-template")
    let works = ProjectManagerSampleWorks()
    let records: [WorkRecord]
    do {
      let store = try await SQLiteWorkStore.open(folder: folder)
      for index in 0..<changes {
        guard let draft = works.draft(index) else { continue }
        _ = try await store.create(draft)
      }
      records = try await store.records()
    }
    let dtos = records.map(WorkRecordDTO.init)
    let pushes = stride(from: 0, to: dtos.count, by: batchSize).map {
      RequestPush(records: Array(dtos[$0..<min($0 + batchSize, dtos.count)]))
    }
    let template = try DatabasePool(
      path: folder.appending(path: SQLiteWorkStore.fileName).path(percentEncoded: false))
    return ProjectManagerSyncFixture(
      changes: changes, buildTime: start.duration(to: clock.now), pushes: pushes,
      templateFolder: folder, template: template)
  }

  /// A client store holding a copy of the template (its works and full outbox), in a new
  /// folder.
  func freshClient() async throws -> (store: SQLiteWorkStore, folder: URL) {
    let folder = Self.scratchFolder("sync-client")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try copyTemplate(
      to: folder.appending(path: SQLiteWorkStore.fileName).path(percentEncoded: false))
    return (try await SQLiteWorkStore.open(folder: folder), folder)
  }

  /// A sync server with an empty database file in a new folder, running on 127.0.0.1.
  static func freshServer() async throws -> (server: RunningProjectManagerServer, folder: URL) {
    let folder = scratchFolder("sync-server")
    let server = try await ProjectManagerServer(
      configuration: ProjectManagerServerConfiguration(
        dataDirectory: folder, access: .token(benchBoardToken)))
    return (try await RunningProjectManagerServer.start(server), folder)
  }

  /// Deletes the template.
  func remove() {
    try? FileManager.default.removeItem(at: templateFolder)
  }

  private func copyTemplate(to path: String) throws {
    let copy = try DatabaseQueue(path: path)
    try template.backup(to: copy)
  }

  private static func scratchFolder(_ name: String) -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("cairn-bench-pm-\(name)-\(UUID().uuidString)", isDirectory: true)
  }
}
