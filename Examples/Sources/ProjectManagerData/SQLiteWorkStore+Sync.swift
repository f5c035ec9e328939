import Foundation
import GRDB
import ProjectManagerAPI
import ProjectManagerDomain

/// What the sync engine reads and writes in the store.
extension SQLiteWorkStore {
  /// The sync state kept in the database.
  public struct SyncSnapshot: Equatable, Sendable {
    /// Works with changes the server has not acknowledged.
    public var pending: Int
    /// The server change number pulled up to.
    public var cursor: Int
    /// When the last sync succeeded.
    public var lastSync: Date?
    /// Why the last sync failed, if it did.
    public var lastError: String?
    /// The kind of that failure (nil when none, or when an older build recorded it).
    public var lastErrorKind: SyncErrorKind?
    /// Records from the server that could not be applied here, kept aside.
    public var setAside: [SetAsideRecord] = []
  }

  /// The sync state kept in the database.
  public func syncSnapshot() async throws(WorkStoreError) -> SyncSnapshot {
    try await storing {
      try await writer.read { db in
        SyncSnapshot(
          pending: try Outbox.count(db), cursor: try SyncMeta.cursor(db),
          lastSync: try SyncMeta.lastSync(db), lastError: try SyncMeta.lastError(db),
          lastErrorKind: try SyncMeta.lastErrorKind(db),
          setAside: try SetAsideTable.all(db))
      }
    }
  }

  /// The oldest `limit` works waiting to be pushed, and the outbox position they reach.
  func pendingBatch(limit: Int) async throws(WorkStoreError) -> (
    records: [WorkRecord], lastSeq: Int64
  ) {
    try await storing { try await writer.read { db in try Outbox.batch(db, limit: limit) } }
  }

  /// Forgets the pushed outbox rows up to `seq`, and moves the pull cursor to `cursor` when
  /// given (the server said the push's changes were the only ones since the old cursor).
  func acknowledge(upTo seq: Int64, movingCursorTo cursor: Int? = nil)
    async throws(WorkStoreError)
  {
    try await storing {
      try await writer.write { db in
        try Outbox.acknowledge(db, upTo: seq)
        if let cursor { try SyncMeta.setCursor(db, cursor) }
      }
    }
  }

  /// Merges a pulled page into the store and moves the cursor, in one transaction. Each record
  /// is written in its own savepoint: one the database refuses (a constraint) is set aside with
  /// the database's reason, as are `refused` (records that failed the checks before), and the
  /// rest of the page is applied. Any other database failure stops the merge and changes nothing.
  /// - Returns: how many stored records changed, and this device's edits that a later write of
  ///   another device replaced before they were confirmed (``confirmOwnEdits(through:)``).
  @discardableResult
  func merge(
    pulled records: [(dto: WorkRecordDTO, record: WorkRecord)],
    refused: [(dto: WorkRecordDTO, reason: String)] = [], cursor: Int
  ) async throws(WorkStoreError) -> (changed: Int, overwritten: [OverwrittenEdit]) {
    let clock = self.clock
    let device = self.device
    return try await storing {
      try await writer.write { db in
        var changed = 0
        var overwritten: [OverwrittenEdit] = []
        let confirmed = try SyncMeta.confirmedStamp(db)
        for (dto, remote) in records {
          do {
            try db.inSavepoint {
              let local = try WorkRecord.fetch(db, id: remote.id)
              let merged = local.map { $0.merged(with: remote) } ?? remote
              if merged != local {
                try merged.save(db)
                changed += 1
                overwritten +=
                  local?.overwrittenEdits(
                    by: merged, device: device, since: confirmed) ?? []
              }
              return .commit
            }
            try SetAsideTable.forget(db, id: dto.id)
            clock.observe(max(remote.lastEdit, remote.deletedAt ?? remote.lastEdit))
          } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
            try SetAsideTable.keep(
              db, dto, reason: "this device's database refused it (\(error.message ?? "\(error)"))")
          }
        }
        for (dto, reason) in refused {
          try SetAsideTable.keep(db, dto, reason: reason)
        }
        try SyncMeta.setCursor(db, cursor)
        return (changed, overwritten)
      }
    }
  }

  /// A stamp later than every write made here so far: taken at the start of a sync, it is
  /// confirmed once that sync has pushed and pulled everything.
  func confirmationMark() -> Stamp {
    clock.next()
  }

  /// Records that this device's writes stamped up to `mark` reached the server and that every
  /// change before them was pulled: a later pull replacing them is no longer a lost edit.
  func confirmOwnEdits(through mark: Stamp) async throws(WorkStoreError) {
    try await storing {
      try await writer.write { db in
        if let stored = try SyncMeta.confirmedStamp(db), stored >= mark { return }
        try SyncMeta.setConfirmedStamp(db, mark)
      }
    }
  }

  /// Records a sync's outcome for `cairn-apps pm status` and the next start.
  func recordSyncOutcome(
    success date: Date?, error: (sentence: String, kind: SyncErrorKind)?
  ) async throws(WorkStoreError) {
    try await storing {
      try await writer.write { db in try SyncMeta.record(db, success: date, error: error) }
    }
  }
}
