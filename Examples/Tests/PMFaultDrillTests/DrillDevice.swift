import CairnNetworking
import Foundation
import ProjectManagerAPI
import ProjectManagerData
import ProjectManagerDomain

/// One device of the drill: its own SQLite board in its own folder and its sync engine, against
/// the drill's server.
final class DrillDevice {
  let name: String
  let store: SQLiteWorkStore
  let engine: SyncEngine

  init(name: String, folder: URL, serverURL: URL, token: BoardToken) async throws {
    self.name = name
    store = try await SQLiteWorkStore.open(folder: folder)
    engine = SyncEngine(store: store, serverURL: serverURL, token: token, timeout: .seconds(5))
  }

  /// Every record, tombstones included, by id.
  func records() async throws -> [UUID: WorkRecord] {
    Dictionary(uniqueKeysWithValues: try await store.records().map { ($0.id, $0) })
  }

  /// Runs one local write and returns the record before and after it; nil when the write was
  /// refused (the disk was full), which the ledger then does not count.
  func write(
    _ id: UUID?, _ body: (SQLiteWorkStore) async throws -> Work?
  ) async throws -> (before: WorkRecord?, after: WorkRecord)? {
    let before: WorkRecord?
    if let id { before = try await records()[id] } else { before = nil }
    let written: Work?
    do {
      written = try await body(store)
    } catch let error as WorkStoreError where error.description.contains("the disk is full") {
      return nil
    }
    guard let target = written?.id ?? id, let after = try await records()[target] else {
      return nil
    }
    return (before, after)
  }
}
