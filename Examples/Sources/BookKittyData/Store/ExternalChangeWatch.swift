import ExampleSupport
import Foundation
import GRDB

/// Makes GRDB's observations see commits made by other connections — another process such as
/// `cairn-apps bookkitty ask` while the app is open. GRDB notices only the writes of its own
/// writer; SQLite's `PRAGMA data_version` changes whenever another connection commits, so the
/// watch reads it on the writer's connection and, when it moved, tells the observations that
/// the database changed.
///
/// One watch serves every observation of a store: it runs while at least one is active.
final class ExternalChangeWatch: Sendable {
  /// How often the watch looks.
  static let interval: Duration = .milliseconds(300)

  private struct State {
    var observers = 0
    var task: Task<Void, Never>?
  }

  private let writer: any DatabaseWriter
  private let state = Locked(State())

  init(writer: any DatabaseWriter) {
    self.writer = writer
  }

  /// An observation started: the watch runs from the first one on.
  func retain() {
    let writer = self.writer
    state.withLock { state in
      state.observers += 1
      if state.observers == 1 { state.task = Self.poll(writer) }
    }
  }

  /// An observation ended: the watch stops with the last one.
  func release() {
    state.withLock { state in
      state.observers = max(0, state.observers - 1)
      if state.observers == 0 {
        state.task?.cancel()
        state.task = nil
      }
    }
  }

  deinit {
    state.withLock { $0.task?.cancel() }
  }

  private static func poll(_ writer: any DatabaseWriter) -> Task<Void, Never> {
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
