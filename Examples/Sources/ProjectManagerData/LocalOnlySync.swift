import Foundation
import ProjectManagerDomain

/// The sync service of a board with no server: it reports how many local changes would wait
/// for one, and never sends anything.
public final class LocalOnlySync: SyncService {
  private let store: SQLiteWorkStore

  /// Creates the service on a store.
  public init(store: SQLiteWorkStore) {
    self.store = store
  }

  /// `.localOnly` with the pending count, now and after every change.
  public func statusUpdates() -> AsyncStream<SyncStatus> {
    let counts = store.observePendingChangeCount()
    return AsyncStream { continuation in
      let task = Task {
        do {
          for try await count in counts {
            continuation.yield(.localOnly(pending: count))
          }
        } catch {
          continuation.yield(.failed(pending: 0, problem: SyncFailure(error).problem))
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  /// Does nothing and reports `.localOnly`.
  public func syncNow() async -> SyncStatus {
    .localOnly(pending: (try? await store.pendingChangeCount()) ?? 0)
  }
}
