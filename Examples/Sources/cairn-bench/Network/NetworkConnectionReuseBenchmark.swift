import CairnNetworking
import Foundation
import NetworkBenchSupport

/// Benchmark 4c: 16 tasks, each sending 200 distinct `GET`s one after another, all at once, to
/// the loopback server: raw `URLSession.shared` against `DataTransferService`. Reports the wall
/// time of the whole batch and how many TCP connections the server accepted during it — a
/// transport that cancels or races its requests loses keep-alive connections and opens new
/// ones.
///
/// The two clients take turns, batch after batch, so that the load of a shared machine, which
/// drifts over a run, weighs on both alike (measuring every batch of one, then every batch of
/// the other, put up to 20% between them from one run to the next).
struct NetworkConnectionReuseBenchmark: Benchmark {
  /// Tasks running at once.
  var tasks = 16
  /// Requests per task.
  var requestsPerTask = 200
  /// Timed batches of each client.
  var timedRuns = 9

  let title = "Network: 16 concurrent tasks x 200 GETs, connection reuse"

  func run(_ harness: Harness) async -> BenchmarkReport {
    let server: BenchServer
    do {
      server = try await BenchServer.shared()
    } catch {
      return BenchServer.failedReport(title: title, error: error)
    }
    let (tasks, perTask) = (tasks, requestsPerTask)
    let service = DataTransferService(baseURL: server.url)
    let clients: [(label: String, call: @Sendable (Int) async -> Bool)] = [
      (
        "URLSession.shared + JSONDecoder",
        { call in
          await RawFetch.catalog(server.catalogRequest(call: call), decoder: JSONDecoder()) != nil
        }
      ),
      (
        "DataTransferService.request",
        { call in
          (try? await service.request(CatalogEndpoint(call: call).expecting(CatalogPage.self)))
            != nil
        }
      ),
    ]
    var batches = Array(repeating: BatchFigures(), count: clients.count)
    let clock = ContinuousClock()
    for run in 0..<(harness.warmUps + timedRuns) {
      for (index, client) in clients.enumerated() {
        let connections = server.connections.value
        let cpu = ProcessCPUTime.current()
        let start = clock.now
        let failed = await Self.batch(tasks: tasks, perTask: perTask, call: client.call)
        let elapsed = start.duration(to: clock.now)
        batches[index].failures += failed
        guard run >= harness.warmUps else { continue }
        batches[index].times.append(elapsed)
        batches[index].cpu.append(ProcessCPUTime.current() - cpu)
        batches[index].connections.append(server.connections.value - connections)
      }
    }
    return report(clients.map(\.label), batches, requests: tasks * perTask)
  }

  /// What one client's batches measured.
  private struct BatchFigures {
    var times: [Duration] = []
    var cpu: [Duration] = []
    var connections: [Int] = []
    var failures = 0
  }

  private func report(
    _ labels: [String], _ batches: [BatchFigures], requests: Int
  ) -> BenchmarkReport {
    let measurements = zip(labels, batches).map { label, figures in
      Measurement(label: label, operations: requests, samples: figures.times)
    }
    let failures = batches.map(\.failures).reduce(0, +)
    let connections = batches.map { Self.median($0.connections) }
    let cpu = batches.map { Self.median($0.cpu.map { $0.nanoseconds / Double(requests) }) }
    var report = BenchmarkReport(
      title: "\(title) (times are per request; the two clients take turns)",
      baseline: measurements[0], baselineName: "raw URLSession.shared",
      measurements: Array(measurements.dropFirst()),
      notes: [
        "TCP connections per batch of \(Format.count(requests)), raw URLSession.shared: "
          + Self.summary(batches[0].connections),
        "TCP connections per batch of \(Format.count(requests)), DataTransferService: "
          + Self.summary(batches[1].connections),
        "connections ratio (medians): "
          + (connections[0] > 0
            ? Format.ratio(Double(connections[1]) / Double(connections[0])) + "x" : "n/a"),
        "CPU time of the process per request (the server's included), median: raw "
          + "\(Format.time(cpu[0])), DataTransferService \(Format.time(cpu[1])) ("
          + (cpu[0] > 0 ? Format.ratio(cpu[1] / cpu[0]) + "x" : "n/a") + ")",
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

  private static func median<T: Comparable>(_ values: [T]) -> T where T: Numeric {
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
