import Foundation

/// Where syncing with the server stands, as the board's status line shows it.
public enum SyncStatus: Equatable, Sendable {
  /// No server is configured: the board keeps its works on this device only.
  case localOnly(pending: Int)
  /// A sync is running.
  case syncing(pending: Int)
  /// Every local change has reached the server.
  case synced(at: Date)
  /// Local changes wait for the next sync.
  case pending(Int)
  /// The server cannot be reached, for `reason`; changes wait and the engine retries.
  case offline(pending: Int, retryAt: Date?, reason: OfflineReason = .unreachable)
  /// A sync is running again after the server was offline for `reason`: `attempt` counts the
  /// passes since it last answered, this one included (2 for the first retry).
  case reconnecting(pending: Int, attempt: Int, reason: OfflineReason)
  /// The sync ran, but records from the server that this device cannot apply are set aside
  /// (kept, with why); every other record was applied. `pending` local changes wait.
  case setAside(pending: Int, records: [SetAsideRecord])
  /// The sync stopped on a problem that retrying will not fix; local data is untouched.
  case failed(pending: Int, problem: SyncProblem)

  /// How many local changes have not reached the server.
  public var pendingCount: Int {
    switch self {
    case .localOnly(let count), .syncing(let count), .pending(let count): count
    case .offline(let count, _, _), .reconnecting(let count, _, _), .failed(let count, _),
      .setAside(let count, _):
      count
    case .synced: 0
    }
  }
}
