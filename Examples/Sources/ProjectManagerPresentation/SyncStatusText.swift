import ProjectManagerDomain

/// The board's sync status line: what to say, and what kind of state it is, so that a front
/// end can colour it (and turn a spinner while it is ``Kind/busy``).
public struct SyncStatusText: Equatable, Sendable {
  /// How the state should look.
  public enum Kind: Equatable, Sendable {
    /// Nothing to worry about: synced, or kept on this device by choice.
    case ok
    /// Local changes wait for the next sync.
    case pending
    /// The server cannot be reached; changes wait.
    case offline
    /// The last sync failed.
    case error
    /// A sync is running (again, after the server was offline).
    case busy
  }

  /// The text, such as "동기화됨" or "오프라인 · 3개 대기 중".
  public let text: String
  /// How it should look.
  public let kind: Kind

  /// Describes a sync state.
  public init(_ status: SyncStatus) {
    switch status {
    case .localOnly:
      self.init(text: ProjectManagerStrings.syncLocalOnly, kind: .ok)
    case .syncing:
      self.init(text: ProjectManagerStrings.syncing, kind: .busy)
    case .synced:
      self.init(text: ProjectManagerStrings.synced, kind: .ok)
    case .pending(let count):
      self.init(text: ProjectManagerStrings.syncPending(count), kind: .pending)
    case .offline(let pending, _, let reason):
      self.init(
        text: ProjectManagerStrings.syncOffline(pending: pending, reason: reason), kind: .offline)
    case .reconnecting(let pending, let attempt, let reason):
      self.init(
        text: ProjectManagerStrings.syncReconnecting(
          pending: pending, attempt: attempt, reason: reason),
        kind: .busy)
    case .setAside(let pending, let records):
      self.init(
        text: ProjectManagerStrings.syncSetAside(records, pending: pending), kind: .error)
    case .failed(_, let problem):
      self.init(text: ProjectManagerStrings.syncFailed(problem), kind: .error)
    }
  }

  /// A status line with this text and kind.
  public init(text: String, kind: Kind) {
    self.text = text
    self.kind = kind
  }

  /// What the line says before the sync service has reported anything.
  public static let unknown = SyncStatusText(text: ProjectManagerStrings.syncing, kind: .busy)
}
