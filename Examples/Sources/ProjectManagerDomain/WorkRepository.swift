import Foundation

/// Where works live: the local database, the source of truth (Docs/Apps/ProjectManager.md).
///
/// Every write is local and immediate; syncing with a server happens behind it.
public protocol WorkRepository: Sendable {
  /// Every work that is not deleted, ordered by due day, then title.
  func works() async throws(WorkStoreError) -> [Work]

  /// The work with this id, or `nil` when there is none (or it was deleted).
  func work(id: UUID) async throws(WorkStoreError) -> Work?

  /// The works now (``WorkChanges/all(_:)``, each column ordered like ``works()``), then what
  /// each change
  /// wrote, whoever made it (this process, another one, or a sync). The stream ends with an
  /// error if the database fails.
  func observeWorkChanges() -> AsyncThrowingStream<WorkChanges, any Error>

  /// Adds a new work in TODO.
  func create(_ draft: WorkDraft) async throws(WorkStoreError) -> Work

  /// Replaces a work's title, body and due day.
  func update(id: UUID, with draft: WorkDraft) async throws(WorkStoreError) -> Work

  /// Moves a work to another column.
  func move(id: UUID, to state: WorkState) async throws(WorkStoreError) -> Work

  /// Deletes a work (kept as a tombstone until every device has seen the deletion).
  func delete(id: UUID) async throws(WorkStoreError)
}
