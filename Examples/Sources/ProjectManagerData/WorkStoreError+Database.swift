import ExampleSupport
import Foundation
import GRDB
import ProjectManagerDomain

extension WorkStoreError {
  /// The sentence for a full disk.
  static let diskFull = WorkStoreError.storage(
    "the disk is full; free some space and try again (nothing was lost).")

  /// Turns a failure of the database at `path` into a sentence that says what to do: as
  /// ``storage(_:)``, and a write that failed for want of room says the disk is full even when
  /// SQLite calls it an input/output error (it does when its WAL or shared-memory file cannot
  /// grow).
  static func storage(_ error: any Error, at path: String) -> WorkStoreError {
    if let database = error as? DatabaseError,
      database.resultCode == .SQLITE_IOERR || database.resultCode == .SQLITE_FULL
        || database.resultCode == .SQLITE_CANTOPEN,
      DiskSpace.isNearlyFull(at: path)
    {
      return diskFull
    }
    return storage(error)
  }

  /// Turns a database or file-system failure into a sentence that says what to do.
  static func storage(_ error: any Error) -> WorkStoreError {
    if let error = error as? WorkStoreError { return error }
    guard let database = error as? DatabaseError else {
      // A damaged row (``DamagedWorkRow``) or a file-system error: its own sentence.
      return .storage(String(describing: error))
    }
    switch database.resultCode {
    case .SQLITE_FULL:
      return diskFull
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

extension SQLiteWorkStore {
  /// Runs `body`, turning any failure into a ``WorkStoreError`` about this store's file.
  func storing<T>(_ body: () async throws -> T) async throws(WorkStoreError) -> T {
    do {
      return try await body()
    } catch {
      throw WorkStoreError.storage(error, at: writer.path)
    }
  }
}
