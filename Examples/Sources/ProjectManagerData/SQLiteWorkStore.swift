import ExampleSupport
import Foundation
import GRDB
import ProjectManagerAPI
import ProjectManagerDomain
import ProjectManagerStorage

/// The board's works in SQLite through GRDB: the source of truth of the app (Docs/Apps/ProjectManager.md).
///
/// Every change is one transaction that writes the work, with a fresh ``Stamp`` on each field it
/// changes, and its `outbox` row, so that a change is either fully saved and queued for the
/// server or not saved at all — whatever happens to the process. ``observeWorkChanges()`` tells
/// the board what each commit wrote: a change of this process (an edit, a sync) at once, row by
/// row, and one of another process (the command line) within ``DataVersionPoller/interval``, as a
/// full read.
public final class SQLiteWorkStore: WorkRepository {
  /// The database's file name in the app's data folder.
  public static let fileName = "pm.sqlite"

  let writer: any DatabaseWriter
  let clock: HybridLogicalClock
  /// This device's id in stamps, created with the database.
  public let device: DeviceID
  /// Where a damaged file found at the open was moved (the board then started empty, to be
  /// filled again by the next sync), or nil.
  public let damagedFileMovedTo: String?

  private init(
    writer: any DatabaseWriter, readOnly: Bool = false,
    now: @escaping @Sendable () -> Date, damagedFileMovedTo: String? = nil
  ) throws {
    self.writer = writer
    self.damagedFileMovedTo = damagedFileMovedTo
    let (device, latest) =
      readOnly
      ? try writer.read { db in try (SyncMeta.existingDevice(db), SyncMeta.latestStamp(db)) }
      : try writer.write { db in try (SyncMeta.device(db), SyncMeta.latestStamp(db)) }
    self.device = device
    clock = HybridLogicalClock(device: device, now: now, after: latest)
  }

  /// Opens `pm.sqlite` in `folder` (created with its parents when missing), in WAL mode, private
  /// to its owner (0600, and so its `-wal`/`-shm`, in a 0700 folder: ``PrivateDatabaseFile``),
  /// and migrates it, on a thread of its own (`offThePool` of ExampleSupport: the open waits for
  /// the disk). `now` is the wall clock stamps start from; tests inject one.
  ///
  /// A file SQLite calls damaged or not a database is moved aside, kept beside it
  /// (``DamagedDatabaseFile``), and the board starts empty, to be filled again by the next
  /// sync: ``damagedFileMovedTo`` says where it went, for the app to tell the user.
  /// - Throws: ``WorkStoreError/storage(_:)`` saying what is wrong (an unwritable folder, a
  ///   damaged file that cannot be moved aside).
  public static func open(folder: URL, now: @escaping @Sendable () -> Date = { Date() })
    async throws(WorkStoreError) -> SQLiteWorkStore
  {
    try await offThePool { () throws(WorkStoreError) in try openBlocking(folder: folder, now: now) }
  }

  private static func openBlocking(folder: URL, now: @escaping @Sendable () -> Date)
    throws(WorkStoreError) -> SQLiteWorkStore
  {
    let path = folder.appending(path: fileName).path(percentEncoded: false)
    do {
      try PrivateDatabaseFile(path: path).prepare()
      return try SQLiteWorkStore(writer: WorkDatabase.open(path: path), now: now)
    } catch let error as DatabaseError
      where DamagedDatabaseFile.isDamage(
        primaryResultCode: error.resultCode.primaryResultCode.rawValue)
    {
      do {
        let aside = try DamagedDatabaseFile(path: path).moveAside(at: now())
        try PrivateDatabaseFile(path: path).prepare()
        return try SQLiteWorkStore(
          writer: WorkDatabase.open(path: path), now: now, damagedFileMovedTo: aside)
      } catch {
        throw WorkStoreError.storage(error, at: folder.path(percentEncoded: false))
      }
    } catch {
      throw WorkStoreError.storage(error, at: folder.path(percentEncoded: false))
    }
  }

  /// Opens `pm.sqlite` in `folder` for reading only, writing nothing to the file, its folder
  /// or its header (a writing open lets GRDB create and drop a table to make sure the WAL file
  /// exists, which bumps the schema version): what `pm list` and `pm status` use, so that they
  /// work on a board they may not write.
  ///
  /// - Returns: nil when there is no board yet. A board whose schema is older than this build's
  ///   is opened for writing once instead, to bring it up to date (``open(folder:now:)``).
  /// - Throws: ``WorkStoreError/storage(_:)`` saying what is wrong.
  public static func openForReading(
    folder: URL, now: @escaping @Sendable () -> Date = { Date() }
  ) async throws(WorkStoreError) -> SQLiteWorkStore? {
    try await offThePool { () throws(WorkStoreError) in
      try openForReadingBlocking(folder: folder, now: now)
    }
  }

  private static func openForReadingBlocking(
    folder: URL, now: @escaping @Sendable () -> Date
  ) throws(WorkStoreError) -> SQLiteWorkStore? {
    let path = folder.appending(path: fileName).path(percentEncoded: false)
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    do {
      let pool = try WorkDatabase.openForReading(path: path)
      guard try pool.read(WorkDatabase.migrator.hasCompletedMigrations) else {
        return try openBlocking(folder: folder, now: now)
      }
      return try SQLiteWorkStore(writer: pool, readOnly: true, now: now)
    } catch {
      throw WorkStoreError.storage(error, at: path)
    }
  }

  // MARK: Reading

  /// Every live work, by due day, then title.
  public func works() async throws(WorkStoreError) -> [Work] {
    try await storing { try await writer.read(Work.fetchAllLive) }
  }

  /// The live work with this id.
  public func work(id: UUID) async throws(WorkStoreError) -> Work? {
    try await storing {
      try await writer.read { db in
        try WorkRecord.fetch(db, id: id).flatMap { $0.isDeleted ? nil : $0.work }
      }
    }
  }

  /// How many works have local changes the server has not acknowledged.
  public func pendingChangeCount() async throws(WorkStoreError) -> Int {
    try await storing { try await writer.read(Outbox.count) }
  }

  /// The pending count now and after every change.
  public func observePendingChangeCount() -> AsyncThrowingStream<Int, any Error> {
    observe(ValueObservation.trackingConstantRegion(Outbox.count).removeDuplicates())
  }

  /// Every stored record, tombstones included, by id (for tests and diagnostics).
  public func records() async throws(WorkStoreError) -> [WorkRecord] {
    try await storing {
      try await writer.read { db in
        try Row.fetchAll(
          db, sql: "SELECT \(WorkTable.selection) FROM \(WorkTable.name) ORDER BY id"
        ).map { try WorkRecord(row: $0) }
      }
    }
  }

  /// SQLite's journal mode: `wal` for a file.
  public func journalMode() async throws(WorkStoreError) -> String {
    try await storing {
      try await writer.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") ?? "" }
    }
  }

  /// `PRAGMA integrity_check`'s answer: `ok` for a sound database.
  public func integrityCheck() async throws(WorkStoreError) -> String {
    try await storing {
      try await writer.read { db in
        try String.fetchAll(db, sql: "PRAGMA integrity_check").joined(separator: "; ")
      }
    }
  }

  // MARK: Writing

  /// Adds a work in TODO; a blank title is saved as "제목을 입력해주세요". The rules of
  /// ``WorkRules`` are checked by the use cases; the table's constraints refuse a draft that
  /// skipped them (``WorkStoreError/storage(_:)``).
  public func create(_ draft: WorkDraft) async throws(WorkStoreError) -> Work {
    let work = Work(title: draft.savedTitle, body: draft.savedBody, due: draft.due, state: .todo)
    let record = WorkRecord(work, stamp: clock.next())
    try await storing {
      try await writer.write { db in
        try record.save(db)
        try Outbox.enqueue(db, id: work.id)
      }
    }
    return work
  }

  /// Writes the fields of the draft that differ, each with a new stamp.
  public func update(id: UUID, with draft: WorkDraft) async throws(WorkStoreError) -> Work {
    try await change(id: id) { record, stamp in
      if record.title.value != draft.savedTitle {
        record.title = .init(draft.savedTitle, stamp)
      }
      if record.body.value != draft.savedBody { record.body = .init(draft.savedBody, stamp) }
      if record.due.value != draft.due { record.due = .init(draft.due, stamp) }
    }
  }

  /// Moves a work to `state`; the same column changes nothing.
  public func move(id: UUID, to state: WorkState) async throws(WorkStoreError) -> Work {
    try await change(id: id) { record, stamp in
      if record.state.value != state { record.state = .init(state, stamp) }
    }
  }

  /// Marks a work deleted; the tombstone syncs like any change.
  public func delete(id: UUID) async throws(WorkStoreError) {
    _ = try await change(id: id) { record, stamp in record.deletedAt = stamp }
  }

  /// Applies `edit` to the live record `id` in one transaction with its outbox row; a change
  /// that leaves the record as it was writes nothing.
  private func change(id: UUID, _ edit: @escaping @Sendable (inout WorkRecord, Stamp) -> Void)
    async throws(WorkStoreError) -> Work
  {
    let clock = self.clock
    let work: Work? = try await storing {
      try await writer.write { db -> Work? in
        guard let stored = try WorkRecord.fetch(db, id: id), !stored.isDeleted else { return nil }
        var record = stored
        // Later than every stamp of the record, so the edit wins over what it replaces.
        edit(&record, clock.next(after: stored.newestStamp))
        if record != stored {
          try record.save(db)
          try Outbox.enqueue(db, id: id)
        }
        return record.work
      }
    }
    guard let work else { throw .notFound(id) }
    return work
  }

  /// Streams a value observation's values until the consumer stops listening.
  func observe<Reducer: ValueReducer>(
    _ observation: ValueObservation<Reducer>
  ) -> AsyncThrowingStream<Reducer.Value, any Error> where Reducer.Value: Sendable {
    let (stream, continuation) = AsyncThrowingStream.makeStream(
      of: Reducer.Value.self, bufferingPolicy: .bufferingNewest(1))
    let cancellable = observation.start(
      in: writer, scheduling: .task,
      onError: { continuation.finish(throwing: WorkStoreError.storage($0)) },
      onChange: { continuation.yield($0) })
    let watch = DataVersionPoller.start(on: writer)
    continuation.onTermination = { _ in
      cancellable.cancel()
      watch.cancel()
    }
    return stream
  }
}
