import Foundation
import ProjectManagerDomain

/// A sync service whose status the test sets, and which counts `syncNow()` calls: the board's
/// status line is tested against every state without a server (the real engine is tested in
/// ProjectManagerDataTests). Shared by the presentation and terminal tests.
public final class ControlledSync: SyncService, @unchecked Sendable {
  // @unchecked Sendable: `status`, `continuations`, `editListeners` and `syncCount` are only
  // touched under `lock`.
  private let lock = NSLock()
  private var status: SyncStatus
  private var continuations: [UUID: AsyncStream<SyncStatus>.Continuation] = [:]
  private var editListeners: [AsyncStream<[OverwrittenEdit]>.Continuation] = []
  private var syncCount = 0
  private let statusAfterSync: SyncStatus

  /// Starts in `status`; `syncNow()` goes through `.syncing` to `statusAfterSync`.
  public init(
    _ status: SyncStatus = .pending(0),
    statusAfterSync: SyncStatus = .synced(at: Date(timeIntervalSince1970: 1_800_000_000))
  ) {
    self.status = status
    self.statusAfterSync = statusAfterSync
  }

  /// How many times `syncNow()` was called.
  public var syncNowCount: Int { lock.withLock { syncCount } }

  /// The current status, then every change.
  public func statusUpdates() -> AsyncStream<SyncStatus> {
    let (stream, continuation) = AsyncStream<SyncStatus>.makeStream()
    let id = UUID()
    continuation.onTermination = { [weak self] _ in self?.removeContinuation(id) }
    lock.withLock {
      continuation.yield(status)
      continuations[id] = continuation
    }
    return stream
  }

  /// Reports `status` to every observer.
  public func set(_ status: SyncStatus) {
    lock.withLock {
      self.status = status
      for continuation in continuations.values { continuation.yield(status) }
    }
  }

  /// Every later ``report(_:)``.
  public func overwrittenEdits() -> AsyncStream<[OverwrittenEdit]> {
    let (stream, continuation) = AsyncStream<[OverwrittenEdit]>.makeStream()
    lock.withLock { editListeners.append(continuation) }
    return stream
  }

  /// Reports `edits` as a sync's overwritten edits to every listener.
  public func report(_ edits: [OverwrittenEdit]) {
    for listener in lock.withLock({ editListeners }) { listener.yield(edits) }
  }

  /// Counts the call and moves through `.syncing` to the status after a sync.
  public func syncNow() async -> SyncStatus {
    let pending = lock.withLock {
      syncCount += 1
      return status.pendingCount
    }
    set(.syncing(pending: pending))
    set(statusAfterSync)
    return statusAfterSync
  }

  private func removeContinuation(_ id: UUID) {
    _ = lock.withLock { continuations.removeValue(forKey: id) }
  }
}
