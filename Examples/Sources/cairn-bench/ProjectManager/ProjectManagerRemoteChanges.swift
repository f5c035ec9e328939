import Foundation
import GRDB
import ProjectManagerAPI
import ProjectManagerDomain

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Another device's changes for the sync-arrival benchmark: `count` works of the board fixture,
/// each moved to the next column (so that rows leave and enter all three columns), pushed to
/// the sync server with raw `URLSession`, stamped later than anything on the board.
struct ProjectManagerRemoteChanges {
  /// The works as the board must show them once the changes are merged.
  let works: [Work]
  /// The records as the other device pushes them.
  let records: [WorkRecordDTO]

  /// The changes of run `run`: sample works `firstIndex + run × count …`, none moved by another
  /// benchmark.
  init(run: Int, count: Int, firstIndex: Int = 70_000) {
    let device = DeviceID("benchotherdevice") ?? DeviceID.random()
    // A minute ahead of the wall clock, so that these stamps win over the board's own.
    let millis = Int64(Date().timeIntervalSince1970 * 1000) + 60_000
    let samples = ProjectManagerSampleWorks()
    var works: [Work] = []
    var records: [WorkRecordDTO] = []
    for offset in 0..<count {
      let sample = samples.sample(firstIndex + run * count + offset)
      let all = WorkState.allCases
      let state = all[((all.firstIndex(of: sample.state) ?? 0) + 1) % all.count]
      let stamp = Stamp(millis: millis, counter: offset, device: device).description
      records.append(
        WorkRecordDTO(
          id: sample.id.uuidString, title: sample.title, titleStamp: stamp, body: sample.body,
          bodyStamp: stamp, due: sample.due, dueStamp: stamp, state: state.rawValue,
          stateStamp: stamp, deletedStamp: nil))
      if let due = try? Day(parsing: sample.due) {
        works.append(
          Work(id: sample.id, title: sample.title, body: sample.body, due: due, state: state))
      }
    }
    self.works = works
    self.records = records
  }

  /// POSTs the records to `/pm/sync/push` of `server`; the error, if any.
  func push(to server: URL) async -> String? {
    var request = URLRequest(url: server.appending(path: "pm/sync/push"))
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.setValue("Bearer \(benchBoardToken.text)", forHTTPHeaderField: "Authorization")
    do {
      request.httpBody = try JSONEncoder().encode(RequestPush(records: records))
      let (_, response) = try await URLSession.shared.data(for: request)
      let status = (response as? HTTPURLResponse)?.statusCode ?? 0
      return status == 200 ? nil : "HTTP \(status)"
    } catch {
      return "\(error)"
    }
  }

  /// Points the board's pull cursor at the start, so that it pulls from a fresh server (the
  /// fixture stands for a board synced with another server up to its 100,000th change).
  static func resetCursor(path: String) throws {
    var configuration = Configuration()
    configuration.busyMode = .timeout(5)
    try DatabaseQueue(path: path, configuration: configuration).write { db in
      try db.execute(sql: "UPDATE sync_meta SET value = '0' WHERE key = 'cursor'")
    }
  }
}
