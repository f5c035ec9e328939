import Foundation
import GRDB

/// Makes GRDB's observations see commits made by other connections — another process such as
/// `cairn-apps pm` while the board is open. GRDB notices only the writes of its own writer;
/// SQLite's `PRAGMA data_version` changes whenever another connection commits, so a watch
/// reads it on the writer's connection and, when it moved, tells the observations that the
/// database changed.
enum DataVersionPoller {
  /// How often the watch looks.
  static let interval: Duration = .milliseconds(300)

  /// Watches until the returned task is cancelled.
  static func start(on writer: any DatabaseWriter) -> Task<Void, Never> {
    Task {
      var seen: Int?
      while !Task.isCancelled {
        do {
          let version = try await writer.writeWithoutTransaction { db in
            try Int.fetchOne(db, sql: "PRAGMA data_version")
          }
          if let seen, version != seen {
            try await writer.write { db in try db.notifyChanges(in: .fullDatabase) }
          }
          seen = version
          // A poll: SQLite has no cross-process change notification to wait on instead.
          try await Task.sleep(for: interval)
        } catch {
          return
        }
      }
    }
  }
}
