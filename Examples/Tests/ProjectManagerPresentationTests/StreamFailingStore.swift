import Foundation
import ProjectManagerData
import ProjectManagerDomain

/// The real store, except that its live stream fails the first time it is asked for: the
/// board's failed state and its retry, which a healthy SQLite file cannot produce on demand.
final class StreamFailingStore: WorkRepository, @unchecked Sendable {  // `lock` guards the flag
  /// The error the first stream ends with.
  static let failure = WorkStoreError.storage("disk I/O error")

  private let store: SQLiteWorkStore
  private let lock = NSLock()
  private var hasFailed = false

  init(store: SQLiteWorkStore) {
    self.store = store
  }

  func observeWorkChanges() -> AsyncThrowingStream<WorkChanges, any Error> {
    let fails = lock.withLock {
      defer { hasFailed = true }
      return !hasFailed
    }
    guard fails else { return store.observeWorkChanges() }
    return AsyncThrowingStream { $0.finish(throwing: Self.failure) }
  }

  func works() async throws(WorkStoreError) -> [Work] { try await store.works() }

  func work(id: UUID) async throws(WorkStoreError) -> Work? { try await store.work(id: id) }

  func create(_ draft: WorkDraft) async throws(WorkStoreError) -> Work {
    try await store.create(draft)
  }

  func update(id: UUID, with draft: WorkDraft) async throws(WorkStoreError) -> Work {
    try await store.update(id: id, with: draft)
  }

  func move(id: UUID, to state: WorkState) async throws(WorkStoreError) -> Work {
    try await store.move(id: id, to: state)
  }

  func delete(id: UUID) async throws(WorkStoreError) { try await store.delete(id: id) }
}
