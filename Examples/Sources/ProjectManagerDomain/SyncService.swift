/// Syncs the local works with a server (offline-first: the board never waits for it).
public protocol SyncService: Sendable {
  /// The current state now and after every change.
  func statusUpdates() -> AsyncStream<SyncStatus>

  /// Pushes local changes and pulls remote ones now, and returns the state afterwards.
  @discardableResult
  func syncNow() async -> SyncStatus

  /// After each sync that pulled, the edits of this device it replaced with another device's
  /// later write of the same field (empty when none).
  func overwrittenEdits() -> AsyncStream<[OverwrittenEdit]>
}

extension SyncService {
  /// None: a service that never pulls replaces nothing.
  public func overwrittenEdits() -> AsyncStream<[OverwrittenEdit]> {
    AsyncStream { $0.finish() }
  }
}
