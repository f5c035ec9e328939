import BookKittyDomain
import Foundation
import GRDB

extension BookKittyError {
  /// Turns a database or file-system failure into a sentence that says what to do.
  static func storage(_ error: any Error) -> BookKittyError {
    if let error = error as? BookKittyError { return error }
    if let damaged = error as? DamagedRow {
      return .storage(
        "a damaged row (\(damaged)); the file may have been changed by another program")
    }
    if error is RowDecodingError {
      return .storage("a damaged row (\(error)); the file may have been changed by another program")
    }
    if error is CancellationError { return .cancelled }
    guard let database = error as? DatabaseError else {
      return .storage(error.localizedDescription)
    }
    switch database.resultCode {
    case .SQLITE_FULL:
      return .storage("the disk is full; free some space and try again (nothing was lost)")
    case .SQLITE_NOTADB, .SQLITE_CORRUPT:
      return .storage(
        "the database file is damaged (\(database.message ?? "not a database")); move it aside "
          + "to start anew, or restore it from a backup")
    case .SQLITE_BUSY, .SQLITE_LOCKED:
      return .storage("another program is writing the database; try again in a moment")
    case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_CANTOPEN:
      return .storage(
        "the database cannot be opened for writing (\(database.message ?? "permission denied"))")
    default:
      return .storage(database.message ?? "\(database.resultCode)")
    }
  }
}

/// Runs `body`, turning any failure into a ``BookKittyError``.
func storing<T>(_ body: () async throws -> T) async throws(BookKittyError) -> T {
  do {
    return try await body()
  } catch {
    throw BookKittyError.storage(error)
  }
}
