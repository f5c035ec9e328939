import CairnNetworking
import Foundation
import NetworkBenchSupport

/// Benchmark 4b: bursts of identical concurrent `GET`s to the loopback server: raw
/// `URLSession.shared` sends every one, `DataTransferService` coalesces those in flight into
/// one exchange. Reports the wall time of a burst and how many requests reached the server.
struct NetworkConcurrentBenchmark: Benchmark {
  /// Concurrent requests per burst.
  var concurrency = 50
  /// Timed bursts of each measurement.
  var timedRuns = 10

  let title = "Network: concurrent identical GETs, same loopback server"

  func run(_ harness: Harness) async -> BenchmarkReport {
    let server: BenchServer
    do {
      server = try await BenchServer.shared()
    } catch {
      return BenchServer.failedReport(title: title, error: error)
    }
    let concurrency = self.concurrency
    let urlRequest = server.catalogRequest
    var failures = 0
    var rawHits: [Int] = []
    var coalescedHits: [Int] = []

    let raw = await harness.measure(
      "URLSession.shared, \(concurrency) at once", operations: 1, timedRuns: timedRuns
    ) {
      let before = server.hits.value
      await withTaskGroup(of: Bool.self) { group in
        for _ in 0..<concurrency {
          group.addTask { await RawFetch.catalog(urlRequest, decoder: JSONDecoder()) != nil }
        }
        for await succeeded in group where !succeeded { failures += 1 }
      }
      rawHits.append(server.hits.value - before)
    }

    let service = DataTransferService(baseURL: server.url)
    let apiRequest = CatalogEndpoint().expecting(CatalogPage.self)
    let coalesced = await harness.measure(
      "DataTransferService (coalescing), \(concurrency) at once", operations: 1,
      timedRuns: timedRuns
    ) {
      let before = server.hits.value
      await withTaskGroup(of: Bool.self) { group in
        for _ in 0..<concurrency {
          group.addTask { (try? await service.request(apiRequest)) != nil }
        }
        for await succeeded in group where !succeeded { failures += 1 }
      }
      coalescedHits.append(server.hits.value - before)
    }

    return BenchmarkReport(
      title: "\(title) (\(concurrency) per burst; times are per burst)",
      baseline: raw, baselineName: "raw URLSession",
      measurements: [coalesced],
      notes: [
        "server hits per burst of \(concurrency), raw URLSession: \(Self.summary(rawHits))",
        "server hits per burst of \(concurrency), DataTransferService: "
          + "\(Self.summary(coalescedHits))",
        "failed requests: \(failures)",
      ])
  }

  /// `min–max (total over n bursts)` of per-burst hit counts.
  private static func summary(_ hits: [Int]) -> String {
    guard let low = hits.min(), let high = hits.max() else { return "n/a" }
    let range = low == high ? "\(low)" : "\(low)–\(high)"
    return "\(range) (\(Format.count(hits.reduce(0, +))) over \(hits.count) bursts)"
  }
}
