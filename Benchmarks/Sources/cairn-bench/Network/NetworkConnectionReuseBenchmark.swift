import CairnNetworking
import Foundation
import NetworkBenchSupport

/// Benchmark 4c: 16 tasks, each sending 200 distinct `GET`s one after another, all at once, to
/// the loopback server: raw `URLSession.shared` against `DataTransferService`. Reports the wall
/// time of the whole batch and how many TCP connections the server accepted during it — a
/// transport that cancels or races its requests loses keep-alive connections and opens new
/// ones.
struct NetworkConnectionReuseBenchmark: Benchmark {
  /// Tasks running at once.
  var tasks = 16
  /// Requests per task.
  var requestsPerTask = 200
  /// Timed batches of each measurement.
  var timedRuns = 5

  let title = "Network: 16 concurrent tasks x 200 GETs, connection reuse"

  func run(_ harness: Harness) async -> BenchmarkReport {
    let server: BenchServer
    do {
      server = try await BenchServer.shared()
    } catch {
      return BenchServer.failedReport(title: title, error: error)
    }
    let (tasks, perTask) = (tasks, requestsPerTask)
    var failures = 0
    var rawConnections: [Int] = []
    var cairnConnections: [Int] = []

    let raw = await harness.measure(
      "URLSession.shared + JSONDecoder", operations: tasks * perTask, timedRuns: timedRuns
    ) {
      let before = server.connections.value
      failures += await Self.batch(tasks: tasks, perTask: perTask) { call in
        await RawFetch.catalog(server.catalogRequest(call: call), decoder: JSONDecoder()) != nil
      }
      rawConnections.append(server.connections.value - before)
    }

    let service = DataTransferService(baseURL: server.url)
    let cairn = await harness.measure(
      "DataTransferService.request", operations: tasks * perTask, timedRuns: timedRuns
    ) {
      let before = server.connections.value
      failures += await Self.batch(tasks: tasks, perTask: perTask) { call in
        (try? await service.request(CatalogEndpoint(call: call).expecting(CatalogPage.self)))
          != nil
      }
      cairnConnections.append(server.connections.value - before)
    }

    let rawMedian = Self.median(rawConnections)
    let cairnMedian = Self.median(cairnConnections)
    var report = BenchmarkReport(
      title: "\(title) (times are per request)",
      baseline: raw, baselineName: "raw URLSession.shared",
      measurements: [cairn],
      notes: [
        "TCP connections per batch of \(Format.count(tasks * perTask)), raw URLSession.shared: "
          + "\(Self.summary(rawConnections))",
        "TCP connections per batch of \(Format.count(tasks * perTask)), DataTransferService: "
          + "\(Self.summary(cairnConnections))",
        "connections ratio (medians): "
          + (rawMedian > 0 ? Format.ratio(Double(cairnMedian) / Double(rawMedian)) + "x" : "n/a"),
        "failed requests: \(failures)",
      ])
    if failures > 0 { report.failures.append("\(failures) requests failed") }
    return report
  }

  /// Runs `tasks` tasks of `perTask` sequential calls; returns how many calls failed.
  private static func batch(
    tasks: Int, perTask: Int, call: @escaping @Sendable (Int) async -> Bool
  ) async -> Int {
    await withTaskGroup(of: Int.self) { group in
      for task in 0..<tasks {
        group.addTask {
          var failed = 0
          for index in 0..<perTask where await !call(task * perTask + index) { failed += 1 }
          return failed
        }
      }
      var failed = 0
      for await count in group { failed += count }
      return failed
    }
  }

  private static func median(_ values: [Int]) -> Int {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }

  /// `min–max (median m)` of per-batch counts.
  private static func summary(_ values: [Int]) -> String {
    guard let low = values.min(), let high = values.max() else { return "n/a" }
    let range = low == high ? "\(low)" : "\(low)–\(high)"
    return "\(range) (median \(median(values)) over \(values.count) batches)"
  }
}
