import Foundation
import ProjectManagerAPI
import ProjectManagerData
import ProjectManagerDomain
import ProjectManagerServer
import PropertyBased
import Testing

/// Random interleavings of edits, syncs and outages on 2–3 devices against one real server:
/// once everyone is back online and has synced, every device holds the same records as the
/// server, and each field of each work holds its latest acknowledged write.
@Suite("Convergence of random interleavings (property-based)", .timeLimit(.minutes(4)))
struct ConvergenceProperty {
  @Test("2–3 devices converge and lose no acknowledged write")
  func convergence() async throws {
    await propertyCheck(
      count: 20, input: Gen.int(in: 2...3), Gen.int(in: 0...1_000_000).array(of: 1...30)
    ) { clientCount, steps in
      try await Scenario(clientCount: clientCount).run(steps)
    }
  }
}

/// One run: a fresh in-memory server and `clientCount` devices with skewed clocks.
private struct Scenario {
  /// A write a device's store acknowledged (committed locally).
  struct Write {
    let id: UUID
    let field: String
    let value: String
    let stamp: Stamp
  }

  let clientCount: Int

  func run(_ steps: [Int]) async throws {
    let folder = try TemporaryFolder("pm-property")
    let running = try await startServer()
    defer { running.stop() }
    var clients: [SyncClient] = []
    for index in 0..<clientCount {
      // Clocks disagree by up to a minute; stamps must still order writes consistently.
      let clock = TestClock(Date(timeIntervalSince1970: 1_700_000_000 + Double(index * 37 - 40)))
      clients.append(
        try await SyncClient("c\(index)", folder: folder, serverURL: running.url, clock: clock))
    }
    var writes: [Write] = []
    for step in steps {
      let client = clients[(step / 8) % clientCount]
      for other in clients { other.clock.advance(by: 1) }
      writes += try await perform(op: step % 8, detail: step / 64, on: client)
    }
    for client in clients { client.link.isConnected = true }
    for _ in 0..<2 {
      for client in clients {
        let status = await client.sync()
        guard case .synced = status else {
          Issue.record("\(client.name) did not sync: \(status)")
          return
        }
      }
    }
    try await check(clients: clients, server: running.server, writes: writes)
  }

  /// Runs one operation; returns the writes it made.
  private func perform(op: Int, detail: Int, on client: SyncClient) async throws -> [Write] {
    let store = client.store
    switch op {
    case 0:
      let work = try await store.create(draft("새 일 \(detail)", body: "본문 \(detail)"))
      return try await writes(of: work.id, fields: ["title", "body", "due", "state"], in: store)
    case 5:
      await client.sync()
      return []
    case 6:
      client.link.isConnected.toggle()
      return []
    default:
      let works = try await store.works()
      guard !works.isEmpty else { return [] }
      let work = works[detail % works.count]
      switch op {
      case 1:
        _ = try await store.update(id: work.id, with: editing(work, title: "제목 \(detail)"))
        return try await writes(of: work.id, fields: ["title"], in: store)
      case 2:
        _ = try await store.update(id: work.id, with: editing(work, body: "본문 \(detail)"))
        return try await writes(of: work.id, fields: ["body"], in: store)
      case 3:
        _ = try await store.move(id: work.id, to: WorkState.allCases[detail % 3])
        return try await writes(of: work.id, fields: ["state"], in: store)
      case 4:
        try await store.delete(id: work.id)
        return try await writes(of: work.id, fields: ["deleted"], in: store)
      default:
        let due = day(detail % 2 == 0 ? "2026-12-24" : "2027-01-05")
        _ = try await store.update(
          id: work.id, with: WorkDraft(title: work.title, body: work.body, due: due))
        return try await writes(of: work.id, fields: ["due"], in: store)
      }
    }
  }

  private func editing(_ work: Work, title: String? = nil, body: String? = nil) -> WorkDraft {
    WorkDraft(title: title ?? work.title, body: body ?? work.body, due: work.due)
  }

  /// The current value and stamp of `fields` of a work, as the store committed them.
  private func writes(of id: UUID, fields: [String], in store: SQLiteWorkStore) async throws
    -> [Write]
  {
    guard let record = try await store.records().first(where: { $0.id == id }) else { return [] }
    return fields.compactMap { field in
      Self.field(field, of: record).map {
        Write(id: id, field: field, value: $0.value, stamp: $0.stamp)
      }
    }
  }

  private static func field(_ name: String, of record: WorkRecord) -> (value: String, stamp: Stamp)?
  {
    switch name {
    case "title": (record.title.value, record.title.stamp)
    case "body": (record.body.value, record.body.stamp)
    case "due": (record.due.value.iso, record.due.stamp)
    case "state": (record.state.value.rawValue, record.state.stamp)
    default: record.deletedAt.map { ("deleted", $0) }
    }
  }

  private func check(clients: [SyncClient], server: ProjectManagerServer, writes: [Write])
    async throws
  {
    let serverRecords = try await server.records().sorted { $0.id.uuidString < $1.id.uuidString }
    for client in clients {
      let records = try await client.store.records().sorted { $0.id.uuidString < $1.id.uuidString }
      #expect(records == serverRecords, "\(client.name) differs from the server")
      #expect(try await client.store.pendingChangeCount() == 0)
    }
    let byID = Dictionary(uniqueKeysWithValues: serverRecords.map { ($0.id, $0) })
    for (key, group) in Dictionary(grouping: writes, by: { "\($0.id) \($0.field)" }) {
      guard let latest = group.max(by: { $0.stamp < $1.stamp }), let record = byID[latest.id]
      else {
        Issue.record("a written work is missing everywhere: \(key)")
        continue
      }
      let final = Self.field(latest.field, of: record)
      #expect(final?.stamp == latest.stamp, "\(key): the latest write was lost")
      #expect(final?.value == latest.value, "\(key): the latest value was lost")
    }
  }
}
