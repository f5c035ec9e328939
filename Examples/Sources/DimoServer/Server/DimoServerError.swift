/// Why a DIMO server cannot start.
public enum DimoServerError: Error, Equatable, CustomStringConvertible {
  /// The token signing key is missing, too short or unreadable.
  case signingKey(String)
  /// The database cannot be opened or migrated.
  case database(String)
  /// A bundled resource is missing or damaged.
  case resource(String)

  /// One sentence.
  public var description: String {
    switch self {
    case .signingKey(let reason): "DIMO signing key: \(reason)."
    case .database(let reason): "DIMO database: \(reason)."
    case .resource(let reason): "DIMO resources: \(reason)."
    }
  }
}
