import CairnNetworking
import Foundation
import ProjectManagerAPI
import ProjectManagerData
import ProjectManagerDomain

/// One device: its own SQLite file, clock, network link and sync engine, against a server URL.
final class SyncClient: Sendable {
  let name: String
  let store: SQLiteWorkStore
  let engine: SyncEngine
  let clock: TestClock
  let link = SwitchableTransport()

  init(
    _ name: String, folder: TemporaryFolder, serverURL: URL, token: BoardToken? = boardToken,
    clock: TestClock = TestClock(),
    configuration: SyncEngine.Configuration = SyncEngine.Configuration(),
    networkClock: any NetworkClock = SystemNetworkClock()
  ) async throws {
    self.name = name
    self.clock = clock
    store = try await SQLiteWorkStore.open(folder: folder.subfolder(name), now: clock.function)
    engine = SyncEngine(
      // A minute: a guard against a hang, not a speed check (at the start of a loaded run the
      // in-process server's answers wait behind every suite's setup).
      store: store, serverURL: serverURL, token: token, transport: link, timeout: .seconds(60),
      configuration: configuration, clock: networkClock)
  }

  @discardableResult
  func sync() async -> SyncStatus {
    await engine.syncNow()
  }

  /// Live records by id, tombstones left out.
  func liveWorks() async throws -> [Work] {
    try await store.works().sorted { $0.id.uuidString < $1.id.uuidString }
  }
}
