import CairnNetworking
import CairnTesting
import Foundation
import ProjectManagerAPI
import ProjectManagerData
import ProjectManagerDomain
import Testing

/// The Project Manager's sync under every fault at once, for about a minute: three devices
/// making random edits and syncing, the server killed with SIGKILL and restarted, one device's
/// disk full for a while, and a hostile peer pushing far-future stamps and odd Unicode. At the
/// end every device must hold exactly the server's records, and no acknowledged edit may be
/// lost.
///
/// The seed is printed; `PM_DRILL_SEED=<seed>` repeats a run.
@Suite("Project Manager fault drill", .timeLimit(.minutes(4)))
struct FaultDrillTests {
  /// How long the faults go on, once ``minimumSteps`` are done.
  static let duration: Duration = .seconds(45)
  /// The steps a run makes however slow the machine: a stalled machine lengthens the run
  /// instead of emptying it.
  static let minimumSteps = 300

  @Test func everyDeviceEndsEqualToTheServerAndNoAcknowledgedEditIsLost() async throws {
    let seed =
      ProcessInfo.processInfo.environment["PM_DRILL_SEED"].flatMap(UInt64.init)
      ?? UInt64.random(in: 0...UInt64.max)
    print("fault drill seed: \(seed) (PM_DRILL_SEED=\(seed) repeats it)")
    var random = SeededGenerator(seed: seed)
    let root = FileManager.default.temporaryDirectory.appending(
      path: "cairn-drill-\(seed)-\(UUID())")
    defer { try? FileManager.default.removeItem(at: root) }

    let server = DrillServer(folder: root.appending(path: "server"))
    try await server.start()
    defer { server.stopIfRunning() }
    let disk = try SmallDisk(folder: root.appending(path: "device-c"), megabytes: 16)
    defer { disk.remove() }
    let token = try #require(server.token, "the first start of serve prints the board token")
    let devices = [
      try await DrillDevice(
        name: "a", folder: root.appending(path: "device-a"), serverURL: server.url, token: token),
      try await DrillDevice(
        name: "b", folder: root.appending(path: "device-b"), serverURL: server.url, token: token),
      try await DrillDevice(name: "c", folder: disk.folder, serverURL: server.url, token: token),
    ]
    let peer = HostilePeer(serverURL: try server.url, token: token)
    var ledger = DrillLedger()
    var tally = DrillTally()
    var downFor = 0
    var fullFor = 0

    let end = ContinuousClock.now + Self.duration
    while tally.steps < Self.minimumSteps || ContinuousClock.now < end {
      tally.steps += 1
      if downFor > 0 {
        downFor -= 1
        if downFor == 0 { try await server.start() }
      }
      if fullFor > 0 {
        fullFor -= 1
        if fullFor == 0 { disk.free() }
      }
      let device = devices[Int.random(in: 0..<devices.count, using: &random)]
      // Every run kills the server and fills the disk at least once, early.
      let forced =
        tally.steps == 40 && tally.crashes == 0
        ? 0 : tally.steps == 80 && tally.fullDisks == 0 ? 2 : nil
      switch forced ?? Int.random(in: 0..<100, using: &random) {
      case 0..<1 where server.isUp:
        try await server.crash()
        downFor = Int.random(in: 10...30, using: &random)
        tally.crashes += 1
      case 2..<4 where fullFor == 0:
        if try disk.fill() {
          fullFor = Int.random(in: 10...40, using: &random)
          tally.fullDisks += 1
        }
      case 4..<8 where server.isUp:
        if let accepted = try await peer.attack(using: &random) {
          ledger.record(accepted, before: nil, by: "peer")
        }
        tally.attacks += 1
      case 8..<35:
        _ = await device.engine.syncNow()
        tally.syncs += 1
      default:
        if let change = try await Self.randomEdit(on: device, using: &random) {
          ledger.record(change.after, before: change.before, by: device.name)
          tally.edits += 1
        } else {
          tally.refusedEdits += 1
        }
      }
    }

    // The faults end: the server back, the disk freed; then every device syncs until none
    // has anything pending and a last round brings everyone what the others pushed.
    disk.free()
    if !server.isUp { try await server.start() }
    for _ in 0..<3 {
      for device in devices { _ = await device.engine.syncNow() }
    }
    print("fault drill: \(tally)")

    let serverRecords = try await peer.allRecords()
    #expect(
      ledger.lost(in: serverRecords).isEmpty,
      "lost on the server: \(ledger.lost(in: serverRecords))")
    for device in devices {
      let snapshot = try await device.store.syncSnapshot()
      #expect(snapshot.pending == 0, "device \(device.name) still has changes pending")
      #expect(
        snapshot.setAside.isEmpty, "device \(device.name) set records aside: \(snapshot.setAside)")
      let records = try await device.records()
      let differing = Set(records.keys).union(serverRecords.keys).filter {
        records[$0] != serverRecords[$0]
      }
      let examples = differing.prefix(2).map { id in
        "\(records[id].map(String.init(describing:)) ?? "none") on the device, "
          + "\(serverRecords[id].map(String.init(describing:)) ?? "none") on the server"
      }
      #expect(
        differing.isEmpty,
        "device \(device.name) differs from the server on \(differing.count) works: \(examples)")
      #expect(ledger.lost(in: records).isEmpty, "lost on \(device.name)")
    }
    #expect(tally.edits > 20 && tally.syncs > 20, "the drill did something: \(tally)")
    #expect(tally.crashes > 0, "the server was killed at least once: \(tally)")
    #expect(!disk.isMounted || tally.refusedEdits + tally.fullDisks > 0, "\(tally)")
  }

  /// A random create, edit, move or delete on one device; nil when the full disk refused it.
  static func randomEdit(
    on device: DrillDevice, using random: inout SeededGenerator
  ) async throws -> (before: WorkRecord?, after: WorkRecord)? {
    let live = try await device.store.works()
    let day = try Day(
      parsing: "2026-12-\(String(format: "%02d", Int.random(in: 1...28, using: &random)))")
    let text = DrillText.random(using: &random)
    guard let target = live.randomElement(using: &random), Int.random(in: 0..<4, using: &random) > 0
    else {
      return try await device.write(nil) { store in
        try await store.create(WorkDraft(title: text, body: "\(device.name) 생성", due: day))
      }
    }
    switch Int.random(in: 0..<6, using: &random) {
    case 0:
      return try await device.write(target.id) { store in
        try await store.delete(id: target.id)
        return nil
      }
    case 1, 2:
      let state = WorkState.allCases.randomElement(using: &random) ?? .todo
      return try await device.write(target.id) { store in
        try await store.move(id: target.id, to: state)
      }
    default:
      let draft = WorkDraft(
        title: text, body: "\(device.name): \(DrillText.random(using: &random))", due: day)
      return try await device.write(target.id) { store in
        try await store.update(id: target.id, with: draft)
      }
    }
  }
}
