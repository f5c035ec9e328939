import Foundation
import ProjectManagerData
import ProjectManagerDomain

/// The store as the board's repository, noting when the board's own task takes each change
/// from the store's stream: the start of the board's part of showing a change (the store's part
/// — reading the written rows back at commit and handing them over — comes before it).
final class ProjectManagerTimedRepository: WorkRepository, @unchecked Sendable {
  // @unchecked Sendable: `received` is only touched under `lock`.
  private let store: SQLiteWorkStore
  private let lock = NSLock()
  private var received: ContinuousClock.Instant?

  /// Forwards to `store`.
  init(store: SQLiteWorkStore) {
    self.store = store
  }

  /// When the board last took a change of saved works, if it has since ``forget()``.
  var lastChangeReceived: ContinuousClock.Instant? { lock.withLock { received } }

  /// Forgets the last change's time.
  func forget() {
    lock.withLock { received = nil }
  }

  func observeWorkChanges() -> AsyncThrowingStream<WorkChanges, any Error> {
    let changes = ChangeIterator(store.observeWorkChanges().makeAsyncIterator())
    // Unfolded in the task that reads the stream: the board's own.
    return AsyncThrowingStream { [self] in
      let next = try await changes.next()
      if case .changed = next { lock.withLock { received = .now } }
      return next
    }
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

/// The store's change iterator, advanced by the one task that reads the unfolded stream.
private final class ChangeIterator: @unchecked Sendable {
  // @unchecked Sendable: `AsyncThrowingStream(unfolding:)` calls its closure from the reading
  // task only, one call after the other, so the iterator is never touched concurrently.
  private var iterator: AsyncThrowingStream<WorkChanges, any Error>.Iterator

  init(_ iterator: AsyncThrowingStream<WorkChanges, any Error>.Iterator) {
    self.iterator = iterator
  }

  func next() async throws -> WorkChanges? {
    try await iterator.next()
  }
}
