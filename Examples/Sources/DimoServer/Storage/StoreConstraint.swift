import PostgresNIO
import SQLiteNIO

/// A database refusal the server answers as a conflict rather than a failure: a constraint the
/// rules did not catch first (two requests racing for the same nickname), or a transaction that
/// PostgreSQL aborted to keep two concurrent ones apart.
enum StoreConstraint: Sendable, Equatable {
  /// A UNIQUE or PRIMARY KEY constraint.
  case unique
  /// A row that refers to one that is gone (or never was).
  case foreignKey
  /// A CHECK or NOT NULL constraint.
  case check
  /// A serialization failure or deadlock: the transaction may be run again.
  case retry

  /// The constraint `error` reports, or nil when it is another failure.
  init?(_ error: any Error) {
    if let error = error as? SQLiteError {
      switch error.reason {
      case .constraintUniqueFailed, .constraintPrimaryKeyFailed, .constraintUniqueRowIDFailed:
        self = .unique
      case .constraintForeignKeyFailed: self = .foreignKey
      case .constraintCheckFailed, .constraintNotNullFailed: self = .check
      case .constraint: self = .check
      default: return nil
      }
    } else if let error = error as? PSQLError, let state = error.serverInfo?[.sqlState] {
      switch state {
      case "23505": self = .unique
      case "23503": self = .foreignKey
      case "23514", "23502": self = .check
      case "40001", "40P01": self = .retry
      default: return nil
      }
    } else {
      return nil
    }
  }
}
