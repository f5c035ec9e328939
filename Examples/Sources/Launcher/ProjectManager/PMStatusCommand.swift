import ArgumentParser
import Foundation
import ProjectManagerData
import ProjectManagerDomain

/// `cairn-apps pm status`: whether every local change has reached the server.
struct PMStatusCommand: AsyncParsableCommand, PMSubcommand {
  static let configuration = CommandConfiguration(
    commandName: "status",
    abstract: "Shows the sync state: synced, how many changes are pending, the last error.")

  @Flag(
    name: .long,
    help: """
      Prints {state, pending, lastSync, lastError, setAside, database} as JSON; state is \
      synced, pending, offline, unauthorized or error.
      """)
  var json = false

  @OptionGroup var options: PMOptions
  @ParentCommand var pm: PMCommand

  /// The JSON form.
  struct Report: Encodable {
    /// `synced`, `pending` (changes not sent yet, no error), or the last sync's failure:
    /// `offline` (the server could not be reached; changes wait), `unauthorized` (the server
    /// refused this device's board token; `pm login` fixes it) or `error` (anything else).
    var state: String
    var pending: Int
    var lastSync: String?
    var lastError: String?
    /// The records from the server set aside because they could not be applied here.
    var setAside: [SetAside]
    /// SQLite's integrity check: `ok` for a sound file.
    var database: String
  }

  /// A record set aside, in the JSON form.
  struct SetAside: Encodable {
    var id: String
    var reason: String
  }

  /// The JSON form's `state` for `snapshot`.
  static func state(of snapshot: SQLiteWorkStore.SyncSnapshot) -> String {
    guard snapshot.lastError != nil else { return snapshot.pending > 0 ? "pending" : "synced" }
    switch snapshot.lastErrorKind {
    case .offline: return "offline"
    case .unauthorized: return "unauthorized"
    case .refused, .invalidAnswer, .storage, .other, nil: return "error"
    }
  }

  func run() async throws {
    // Read only when there is a board: the status writes nothing.
    let store =
      if let board = try await context.openStoreForReading() {
        board
      } else {
        try await context.openStore()
      }
    let snapshot = try await pmRun { () async throws(WorkStoreError) in
      try await store.syncSnapshot()
    }
    let integrity = try await pmRun { () async throws(WorkStoreError) in
      try await store.integrityCheck()
    }
    let lastSync = snapshot.lastSync.map { $0.formatted(.iso8601) }
    let state = Self.state(of: snapshot)
    if json {
      print(
        try PMOutput.json(
          Report(
            state: state, pending: snapshot.pending, lastSync: lastSync,
            lastError: snapshot.lastError,
            setAside: snapshot.setAside.map { SetAside(id: $0.id, reason: $0.reason) },
            database: integrity)))
      return
    }
    if state == "synced" {
      print("synced" + (lastSync.map { " (last sync \($0))" } ?? ""))
    } else {
      print("\(snapshot.pending) change(s) pending")
    }
    if let error = snapshot.lastError { print("last error: \(PMOutput.text(error))") }
    if !snapshot.setAside.isEmpty {
      print("\(snapshot.setAside.count) record(s) from the server set aside (not applied here):")
      for record in snapshot.setAside { print("  \(PMOutput.text(record.description))") }
    }
    if integrity != "ok" { print("database check: \(integrity)") }
  }
}
