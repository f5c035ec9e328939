/// How urgent a request is, relative to the others of the same session: what
/// `URLSessionTask.priority` says to the system (on Apple platforms it orders the requests
/// waiting for a connection to the same host; Linux `URLSession` ignores it).
public enum RequestPriority: Int, Sendable, Hashable, Comparable, CaseIterable {
  /// Work the user does not wait for (prefetching).
  case low
  /// The default.
  case normal
  /// What the user waits for right now.
  case high

  /// The `URLSessionTask.priority` of this priority: `lowPriority` (0.25), `defaultPriority`
  /// (0.5) or `highPriority` (0.75).
  public var urlSessionTaskPriority: Float {
    switch self {
    case .low: 0.25
    case .normal: 0.5
    case .high: 0.75
    }
  }

  /// Orders priorities from low to high.
  public static func < (lhs: RequestPriority, rhs: RequestPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
