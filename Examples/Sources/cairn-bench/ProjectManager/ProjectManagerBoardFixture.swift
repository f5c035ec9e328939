import Foundation
import GRDB
import ProjectManagerAPI
import ProjectManagerData
import ProjectManagerDomain

/// A board database of the Project Manager benchmarks: `pm.sqlite` with 100,000 synced works
/// (empty outbox) — or another number, to show how a cost grows with the board — built once per
/// process and size in a temporary folder and shared by the benchmarks that need it;
/// ``removeAll()`` deletes them when the process is done.
///
/// The store creates the file and its schema (`SQLiteWorkStore.open`); the works then go in with
/// raw GRDB in one transaction, as rows of that schema stamped by another device, the way a
/// first sync would leave them but in a fraction of the time.
@MainActor
final class ProjectManagerBoardFixture {
  /// How many works the board holds unless a benchmark asks for another number.
  static let defaultWorkCount = 100_000

  /// How many works the board holds.
  let workCount: Int

  /// The folder holding `pm.sqlite`: what `SQLiteWorkStore.open(folder:)` takes.
  let folder: URL
  /// How long building the database took.
  let buildTime: Duration
  /// Works per column, as generated.
  let counts: [WorkState: Int]

  /// The database file.
  var path: String {
    folder.appending(path: SQLiteWorkStore.fileName).path(percentEncoded: false)
  }

  private static var built: [Int: ProjectManagerBoardFixture] = [:]

  private init(workCount: Int, folder: URL, buildTime: Duration, counts: [WorkState: Int]) {
    self.workCount = workCount
    self.folder = folder
    self.buildTime = buildTime
    self.counts = counts
  }

  /// The shared database of `workCount` works, built on first use.
  static func shared(workCount: Int = defaultWorkCount) async throws
    -> ProjectManagerBoardFixture
  {
    if let fixture = built[workCount] { return fixture }
    let fixture = try await build(workCount: workCount)
    built[workCount] = fixture
    return fixture
  }

  /// Deletes the shared databases' folders.
  static func removeAll() {
    for fixture in built.values { try? FileManager.default.removeItem(at: fixture.folder) }
    built = [:]
  }

  /// A note on how the database was made, its size and how long that took.
  var setupNote: String {
    let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
    return "setup (not timed): \(Format.count(workCount)) works written with raw GRDB in "
      + "one transaction into the store's schema in "
      + String(format: "%.2f s", buildTime.nanoseconds / 1e9) + "; file "
      + (bytes.map { String(format: "%.1f MB", Double($0) / 1_000_000) } ?? "n/a")
      + "; empty outbox (a synced board)"
  }

  /// The id and state of the generated work at `index`.
  static func work(_ index: Int) -> (id: UUID, state: WorkState) {
    let sample = ProjectManagerSampleWorks().sample(index)
    return (sample.id, sample.state)
  }

  private static func build(workCount: Int) async throws -> ProjectManagerBoardFixture {
    let clock = ContinuousClock()
    let start = clock.now
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("cairn-bench-pm-\(UUID().uuidString)", isDirectory: true)
    // The app's own code creates the file, its schema and its device id.
    _ = try await SQLiteWorkStore.open(folder: folder)
    let path = folder.appending(path: SQLiteWorkStore.fileName).path(percentEncoded: false)
    let counts = try insertWorks(workCount, path: path)
    return ProjectManagerBoardFixture(
      workCount: workCount, folder: folder, buildTime: start.duration(to: clock.now),
      counts: counts)
  }

  /// Inserts `workCount` works in one transaction and checkpoints the WAL; the store's triggers
  /// keep the newest stamp as they go in, as a sync's merge would.
  private static func insertWorks(_ workCount: Int, path: String) throws -> [WorkState: Int] {
    let pool = try DatabasePool(path: path)
    let works = ProjectManagerSampleWorks()
    let device = DeviceID("benchsyncserver") ?? DeviceID.random()
    let firstMillis: Int64 = 1_750_000_000_000
    var counts: [WorkState: Int] = [:]
    try pool.write { db in
      let insert = try db.makeStatement(
        sql: """
          INSERT INTO work (id, title, title_stamp, body, body_stamp, due, due_stamp, state,
            state_stamp, deleted_stamp, is_deleted)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, 0)
          """)
      for index in 0..<workCount {
        let work = works.sample(index)
        let stamp = Stamp(millis: firstMillis + Int64(index), counter: 0, device: device)
          .description
        try insert.execute(arguments: [
          work.id.uuidString, work.title, stamp, work.body, stamp, work.due, stamp,
          work.state.rawValue, stamp,
        ])
        counts[work.state, default: 0] += 1
      }
      // A synced board: the pull cursor is past every work.
      try db.execute(
        sql: "INSERT OR REPLACE INTO sync_meta (key, value) VALUES ('cursor', ?)",
        arguments: [String(workCount)])
    }
    try pool.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
    }
    return counts
  }
}
