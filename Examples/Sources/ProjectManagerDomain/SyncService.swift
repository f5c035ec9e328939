/// Syncs the local works with a server (offline-first: the board never waits for it).
public protocol SyncService: Sendable {
  /// The current state now and after every change.
  func statusUpdates() -> AsyncStream<SyncStatus>

  /// Pushes local changes and pulls remote ones now, and returns the state afterwards.
  @discardableResult
  func syncNow() async -> SyncStatus
}
