/// Why the sync server counts as offline, so that the status line can tell a server that is
/// slow from one that cannot be reached.
public enum OfflineReason: Equatable, Sendable {
  /// No connection: refused, dropped, or no network.
  case unreachable
  /// The server was reached but did not answer in time.
  case noAnswer
  /// The server answered that it cannot serve now (408, 429, 5xx), with this status.
  case unavailable(status: Int)
}
