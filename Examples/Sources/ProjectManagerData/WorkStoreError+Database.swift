import Foundation
import GRDB
import ProjectManagerDomain

extension WorkStoreError {
  /// Turns a database or file-system failure into a sentence that says what to do.
  static func storage(_ error: any Error) -> WorkStoreError {
    if let error = error as? WorkStoreError { return error }
    guard let database = error as? DatabaseError else {
      // A damaged row (``DamagedWorkRow``) or a file-system error: its own sentence.
      return .storage(String(describing: error))
    }
    switch database.resultCode {
    case .SQLITE_FULL:
      return .storage("the disk is full; free some space and try again (nothing was lost).")
    case .SQLITE_NOTADB, .SQLITE_CORRUPT:
      return .storage(
        "the database file is damaged (\(database.message ?? "not a database")); "
          + "move it aside to start a new board, or restore it from a backup.")
    case .SQLITE_BUSY, .SQLITE_LOCKED:
      return .storage("another program is writing the board; try again in a moment.")
    case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_CANTOPEN:
      return .storage(
        "the database cannot be opened for writing (\(database.message ?? "permission denied")).")
    default:
      return .storage(database.message ?? "\(database.resultCode)")
    }
  }
}

/// Runs `body`, turning any failure into a ``WorkStoreError``.
func storing<T>(_ body: () async throws -> T) async throws(WorkStoreError) -> T {
  do {
    return try await body()
  } catch {
    throw WorkStoreError.storage(error)
  }
}
