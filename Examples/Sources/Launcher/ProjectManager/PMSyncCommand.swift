import ArgumentParser
import Foundation
import ProjectManagerData
import ProjectManagerDomain

/// `cairn-apps pm sync`: pushes local changes and pulls remote ones once.
struct PMSyncCommand: AsyncParsableCommand, PMSubcommand {
  static let configuration = CommandConfiguration(
    commandName: "sync",
    abstract: "Syncs once with the server: pushes local changes, pulls remote ones.")

  @OptionGroup var options: PMOptions
  @ParentCommand var pm: PMCommand

  func run() async throws {
    let store = try await context.openStore()
    let folder = try context.appFolder()
    let status = try await PMServerConnection.withServer(
      try context.syncTarget(), folder: folder
    ) { url, token in
      await SyncEngine(store: store, serverURL: url, token: token).syncNow()
    }
    switch status {
    case .synced, .localOnly, .syncing:
      print("Synced; nothing is pending.")
    case .pending(let count):
      print("Synced; \(count) change(s) made meanwhile are pending.")
    case .setAside(let pending, let records):
      print(
        "Synced, but \(records.count) record(s) from the server could not be applied here and "
          + "are set aside (see pm status); \(pending) change(s) are pending.")
    case .offline(let pending, _, _), .reconnecting(let pending, _, _), .failed(let pending, _):
      let reason = try await pmRun { () async throws(WorkStoreError) in
        try await store.syncSnapshot().lastError
      }
      throw PMCommandError(
        "\(reason ?? "Sync failed.") \(pending) local change(s) are kept and will be sent "
          + "next time.")
    }
  }
}
