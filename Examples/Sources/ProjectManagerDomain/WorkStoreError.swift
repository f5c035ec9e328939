import Foundation

/// Why a work could not be read or written.
public enum WorkStoreError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No work has this id (or it was deleted).
  case notFound(UUID)
  /// The input broke a rule; nothing was written.
  case invalid(WorkValidationError)
  /// The database could not be opened, read or written (disk full, corrupt file, …); what
  /// was saved before is kept.
  case storage(String)

  /// One sentence for the user.
  public var description: String {
    switch self {
    case .notFound(let id): "No work has the id \(id.uuidString)."
    case .invalid(let error): error.description
    case .storage(let reason): "The board's database failed: \(reason)"
    }
  }
}
