import Foundation
import ProjectManagerAPI
import ProjectManagerData
import ProjectManagerDomain
import ProjectManagerServer
import PropertyBased
import Testing

/// Bounded clocks, as a property: two devices whose clocks disagree with the server's (one up
/// to an hour behind, one up to the drift limit ahead) edit the same works while a hostile peer
/// pushes stamps from slightly behind to far beyond the limit. The server refuses every stamp
/// beyond the limit; once all sync, every device holds the server's records, each field holds
/// its latest accepted write, an edit made after receiving a stamp is later than it, and no
/// device's clock ran further ahead than the limit.
@Suite("Bounded clocks under random skews (property-based)", .timeLimit(.minutes(4)))
struct ClockSkewProperty {
  @Test("200 random runs converge, lose no accepted write, and keep every clock bounded")
  func boundedClocks() async throws {
    let limit = Int(WorkRules.clockDriftLimitMillis)
    await propertyCheck(
      count: 200, input: Gen.int(in: -3_600_000...(limit * 9 / 10)),
      Gen.int(in: -3_600_000...(limit * 9 / 10)), Gen.int(in: 0...1_000_000).array(of: 3...12)
    ) { skewA, skewB, steps in
      try await SkewScenario(skews: [skewA, skewB]).run(steps)
    }
  }
}

/// One run: a fresh server on 127.0.0.1 with the real clock, two devices with skewed clocks and
/// a hostile peer.
private struct SkewScenario {
  struct Write {
    let id: UUID
    let value: String
    let stamp: Stamp
  }

  let skews: [Int]

  func run(_ steps: [Int]) async throws {
    let folder = try TemporaryFolder("pm-skew")
    let running = try await startServer()
    defer { running.stop() }
    let peer = RawPeer(running.url)
    var devices: [SyncClient] = []
    for (index, skew) in skews.enumerated() {
      let clock = TestClock(Date().addingTimeInterval(Double(skew) / 1000))
      devices.append(
        try await SyncClient("d\(index)", folder: folder, serverURL: running.url, clock: clock))
    }
    var ids: [UUID] = []
    var writes: [Write] = []
    for (number, step) in steps.enumerated() {
      let device = devices[(step / 8) % devices.count]
      let detail = step / 16
      switch step % 4 {
      case 0:
        let work = try await device.store.create(draft("new \(number)"))
        ids.append(work.id)
        writes.append(try await titleWrite(of: work.id, on: device))
      case 1 where !ids.isEmpty:
        let id = ids[detail % ids.count]
        let before = try await device.store.records().first { $0.id == id }
        guard let before, !before.isDeleted else { break }
        _ = try await device.store.update(id: id, with: draft("edit \(number)"))
        let write = try await titleWrite(of: id, on: device)
        #expect(write.stamp > before.title.stamp, "an edit is later than what it replaced")
        writes.append(write)
      case 2 where !ids.isEmpty:
        // The hostile peer: from a minute behind the server to far beyond the limit.
        let id = ids[detail % ids.count]
        let offset = (detail % 5 == 0) ? Int64.max : Int64(detail % 900_000) - 60_000
        let millis =
          offset == .max
          ? 999_999_999_999_999_999 : Stamp.millis(of: Date()) + offset
        let value = "hostile \(number)"
        let answer = try await peer.push([RawPeer.record(id: id, title: value, millis: millis)])
        let tooFar = millis > Stamp.millis(of: Date()) + WorkRules.clockDriftLimitMillis
        if answer.status == 200 {
          #expect(!tooFar, "a stamp beyond the limit was accepted")
          if let stamp = Stamp(millis: millis, counter: 0, node: "peer") {
            writes.append(Write(id: id, value: value, stamp: stamp))
          }
        } else {
          #expect(answer.status == 400, "\(answer.body)")
        }
      default:
        await device.sync()
      }
    }
    try await settle(devices, running: running, writes: writes)
  }

  private func titleWrite(of id: UUID, on device: SyncClient) async throws -> Write {
    let record = try #require(try await device.store.records().first { $0.id == id })
    return Write(id: id, value: record.title.value, stamp: record.title.stamp)
  }

  private func settle(
    _ devices: [SyncClient], running: RunningProjectManagerServer, writes: [Write]
  ) async throws {
    for _ in 0..<2 {
      for device in devices {
        let status = await device.sync()
        guard case .synced = status else {
          Issue.record("\(device.name) did not sync: \(status)")
          return
        }
      }
    }
    let server = try await running.server.records().sorted { $0.id.uuidString < $1.id.uuidString }
    for device in devices {
      let records = try await device.store.records().sorted { $0.id.uuidString < $1.id.uuidString }
      #expect(records == server, "\(device.name) differs from the server")
    }
    let byID = Dictionary(uniqueKeysWithValues: server.map { ($0.id, $0) })
    for (id, group) in Dictionary(grouping: writes, by: \.id) {
      guard let latest = group.max(by: { $0.stamp < $1.stamp }) else { continue }
      #expect(byID[id]?.title.value == latest.value, "the latest accepted title was lost")
    }
    for device in devices {
      let fresh = try await device.store.create(draft("bounded"))
      let stamp = try #require(try await device.store.records().first { $0.id == fresh.id })
      #expect(
        stamp.title.stamp.millis
          <= Stamp.millis(of: device.clock.now) + WorkRules.clockDriftLimitMillis,
        "the clock ran beyond the drift limit")
    }
  }
}
