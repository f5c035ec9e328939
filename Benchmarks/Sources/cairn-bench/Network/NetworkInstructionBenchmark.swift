import Foundation

/// Benchmark 4d: instructions per request, counted by callgrind, of sequential `GET` + decode
/// of the ~2 KB catalogue page: `cairn-net-client` in a process of its own, once with raw
/// `URLSession.shared.data(for:)` + `JSONDecoder` and once with `DataTransferService`, against
/// this process's loopback server (whose instructions are not counted).
///
/// Each client runs twice, with the same warm-up and with 0 and with `requests` measured
/// requests; the difference over `requests` is the cost of one request, free of start-up and
/// warm-up. Counts are deterministic to within a fraction of a percent, unlike wall time on a
/// shared machine.
struct NetworkInstructionBenchmark: Benchmark {
  /// Requests counted per client.
  var requests = 200
  /// Untimed requests before counting (connection opened, caches warm).
  var warmUps = 20

  let title = "Network: instructions per request (callgrind), same loopback server"

  func run(_ harness: Harness) async -> BenchmarkReport {
    let none = Measurement(label: "n/a", operations: 1, samples: [])
    var report = BenchmarkReport(
      title: "\(title) (\(requests) sequential GETs)", baseline: none,
      baselineName: "raw URLSession", measurements: [])
    let callgrind: Callgrind
    let server: BenchServer
    do {
      server = try await BenchServer.shared()
      // Built next to this program: cairn-bench depends on it.
      let program = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
        .resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("cairn-net-client")
      callgrind = try Callgrind(program: program)
    } catch {
      report.notes.append("not measured: \(error)")
      return report
    }
    defer { callgrind.cleanUp() }
    let url = server.url.appendingPathComponent("catalog").absoluteString
    do {
      var perRequest: [String: Double] = [:]
      for client in ["raw", "cairn"] {
        let start = try await callgrind.instructions([url, client, "\(warmUps)", "0"])
        let full = try await callgrind.instructions([url, client, "\(warmUps)", "\(requests)"])
        guard full.output == "answered \(requests) of \(requests)" else {
          report.failures.append("\(client): \(full.output)")
          continue
        }
        perRequest[client] = Double(full.count - start.count) / Double(requests)
      }
      guard let raw = perRequest["raw"], let cairn = perRequest["cairn"] else { return report }
      report.notes += [
        "instructions per request, raw URLSession.shared.data(for:) + JSONDecoder: "
          + Format.count(Int(raw.rounded())),
        "instructions per request, DataTransferService.request: "
          + Format.count(Int(cairn.rounded())),
        "instructions ratio: " + String(format: "%.3f", cairn / raw) + "x",
      ]
    } catch {
      report.notes.append("not measured: \(error)")
    }
    return report
  }
}
