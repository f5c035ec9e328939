import Foundation
import ProjectManagerAPI
import ProjectManagerData
import ProjectManagerServer

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Benchmark 6c: `SyncEngine.syncNow()` of a client with 10,000 pending changes against a fresh
/// `ProjectManagerServer` on 127.0.0.1 (a database file in a temporary folder), until it reports
/// `.synced`; against the same 10,000 records POSTed to `/pm/sync/push` by raw `URLSession`
/// requests of 500, to a fresh server of the same kind. Every run checks that the server ends
/// with all 10,000 records.
struct ProjectManagerSyncBenchmark: Benchmark {
  /// Pending changes on the client.
  var changes = 10_000
  /// Records per push, the engine's default.
  var batchSize = 500
  /// Timed repetitions of each measurement.
  var timedRuns = 5

  let title = "PM: sync pending changes"

  /// One run's fresh client (none for the raw baseline), engine and server.
  private struct Run {
    let client: SQLiteWorkStore?
    let engine: SyncEngine?
    let server: RunningProjectManagerServer
    let folders: [URL]
  }

  func run(_ harness: Harness) async -> BenchmarkReport {
    let fixture: ProjectManagerSyncFixture
    do {
      fixture = try await ProjectManagerSyncFixture.make(changes: changes, batchSize: batchSize)
    } catch {
      return .setupFailed(title: title, error: error)
    }
    defer { fixture.remove() }
    var failures: [String] = []
    var requests: [String: Int] = [:]

    func check(_ run: Run) async {
      let stored = (try? await run.server.server.records().count) ?? -1
      if stored != changes {
        failures.append(
          "the server holds \(Format.count(stored)) records after a sync, not \(changes)")
      }
      if let client = run.client, let left = try? await client.pendingChangeCount(), left != 0 {
        failures.append("\(Format.count(left)) changes still pending after a sync")
      }
      for path in ["/pm/sync/push", "/pm/sync/pull"] {
        requests[path] = run.server.server.requestCount(path: path)
      }
      await run.server.stopAndWait()
      for folder in run.folders { try? FileManager.default.removeItem(at: folder) }
    }

    let raw: Measurement
    let engine: Measurement
    do {
      let pushes = fixture.pushes
      raw = try await harness.measure(
        "URLSession POST /pm/sync/push × \(pushes.count) (raw, JSONEncoder)",
        operations: changes, timedRuns: timedRuns,
        prepare: {
          let (server, folder) = try await ProjectManagerSyncFixture.freshServer()
          return Run(client: nil, engine: nil, server: server, folders: [folder])
        },
        { run in
          if let error = await Self.rawPush(pushes, to: run.server.url) {
            failures.append("raw push: \(error)")
          }
        },
        cleanUp: { await check($0) })
      let rawRequests = requests
      engine = try await harness.measure(
        "SyncEngine.syncNow() until .synced", operations: changes, timedRuns: timedRuns,
        prepare: {
          let (client, clientFolder) = try await fixture.freshClient()
          let (server, serverFolder) = try await ProjectManagerSyncFixture.freshServer()
          return Run(
            client: client,
            engine: SyncEngine(store: client, serverURL: server.url, token: benchBoardToken),
            server: server, folders: [clientFolder, serverFolder])
        },
        { run in
          guard let status = await run.engine?.syncNow() else { return }
          if case .synced = status { return }
          failures.append("sync ended \(status)")
        },
        cleanUp: { await check($0) })
      requests["raw"] = rawRequests["/pm/sync/push"]
    } catch {
      return .setupFailed(title: title, error: error)
    }

    return BenchmarkReport(
      title: "\(title) (\(Format.count(changes)) changes, loopback server)", baseline: raw,
      baselineName: "raw push", measurements: [engine],
      notes: [
        "setup (not timed): \(Format.count(changes)) works created through "
          + "SQLiteWorkStore.create (one transaction each, outbox row included) in "
          + String(format: "%.2f s", fixture.buildTime.nanoseconds / 1e9)
          + "; every run gets a copy of that client and a fresh server database file",
        "changes per second (median): SyncEngine \(Self.rate(changes, engine)), raw push "
          + Self.rate(changes, raw),
        "requests per sync: SyncEngine \(requests["/pm/sync/push"] ?? 0) pushes + "
          + "\(requests["/pm/sync/pull"] ?? 0) pull(s) (a push whose changes were the only ones "
          + "since the client's cursor moves the cursor, so they are not pulled back); raw "
          + "\(requests["raw"] ?? 0) pushes",
        "records on the server after every run: \(Format.count(changes)) expected; "
          + (failures.isEmpty ? "all runs had them" : "see FAILED lines"),
      ],
      failures: failures)
  }

  /// POSTs each push with `URLSession.shared`; the first error, if any.
  private static func rawPush(_ pushes: [RequestPush], to server: URL) async -> String? {
    let encoder = JSONEncoder()
    let url = server.appending(path: "pm/sync/push")
    for push in pushes {
      do {
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("Bearer \(benchBoardToken.text)", forHTTPHeaderField: "Authorization")
        request.httpBody = try encoder.encode(push)
        let (_, response) = try await URLSession.shared.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        if status != 200 { return "HTTP \(status)" }
      } catch {
        return "\(error)"
      }
    }
    return nil
  }

  /// "12,345/s" from a measurement's median time for `changes` changes.
  private static func rate(_ changes: Int, _ measurement: Measurement) -> String {
    let seconds = measurement.median * Double(max(measurement.operations, 1)) / 1e9
    return seconds > 0 ? Format.count(Int((Double(changes) / seconds).rounded())) + "/s" : "n/a"
  }
}
