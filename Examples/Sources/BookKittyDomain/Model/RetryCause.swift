/// Why a request of a running recommendation is sent again, for its loading line.
public enum RetryCause: Hashable, Sendable {
  /// The server did not answer within the request's timeout.
  case slowAnswer
  /// The server could not be reached, or the connection dropped.
  case unreachable
  /// The server answered with this status (408, 429, 5xx), one worth trying again.
  case serverError(status: Int)
}
