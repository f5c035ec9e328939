import Foundation
import GRDB
import ProjectManagerDomain
import ProjectManagerStorage

/// Watches the store's writer and tells, after each commit, which works it wrote: the rows of
/// `work` the transaction inserted or updated, read back by rowid on the writer once it commits
/// (O(rows written), not O(works)).
///
/// When it cannot say row by row — a row deleted outright, another connection's commit
/// (``DataVersionPoller`` reports it through `Database.notifyChanges(in:)`), more rows than
/// ``rowLimit`` — it says ``Event/unknown`` and the reader of the feed reads every work again.
/// GRDB calls a transaction observer on the writer's queue only, so its state needs no lock.
final class WorkChangeFeed: TransactionObserver, @unchecked Sendable {
  /// What one commit did to the works.
  enum Event: Sendable {
    /// The works the commit wrote.
    case changed(WorkChanges)
    /// The works changed in a way the feed cannot describe: read them all again.
    case unknown
    /// A written row could not be read back (a damaged row, a failing disk).
    case failed(WorkStoreError)
  }

  /// Above this many rows in one transaction, reading them back by rowid costs about as much as
  /// reading the board again.
  static let rowLimit = 10_000

  private let send: @Sendable (Event) -> Void
  private var rowIDs: Set<Int64> = []
  private var isUnknown = false

  /// A feed that hands each commit's event to `send`, on the writer's queue.
  init(send: @escaping @Sendable (Event) -> Void) {
    self.send = send
  }

  func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool {
    eventKind.tableName == WorkTable.name
  }

  func databaseDidChange(with event: DatabaseEvent) {
    guard event.kind != .delete, rowIDs.count < Self.rowLimit else {
      databaseDidChange()
      return
    }
    rowIDs.insert(event.rowID)
  }

  func databaseDidChange() {
    isUnknown = true
    stopObservingDatabaseChangesUntilNextTransaction()
  }

  func databaseDidCommit(_ db: Database) {
    defer { reset() }
    if isUnknown {
      send(.unknown)
    } else if !rowIDs.isEmpty {
      do {
        send(.changed(try Work.fetchChanges(db, rowIDs: rowIDs)))
      } catch {
        send(.failed(WorkStoreError.storage(error)))
      }
    }
  }

  func databaseDidRollback(_ db: Database) {
    reset()
  }

  private func reset() {
    rowIDs.removeAll(keepingCapacity: true)
    isUnknown = false
  }
}
