import CairnNetworking
import Foundation
import Logging
import NetworkBenchSupport

/// Benchmark 4a: sequential `GET`s of a ~2 KB JSON body from a Hummingbird server on loopback,
/// decoded into ``CatalogPage``: `DataTransferService` bare and with a retry and a logging
/// interceptor, against raw `URLSession.shared.data(for:)` + `JSONDecoder` on the same server;
/// then the instructions per request of each, counted by callgrind (``NetworkInstructionCount``).
struct NetworkSequentialBenchmark: Benchmark {
  /// Requests per repetition.
  var requests = 100
  /// Timed repetitions of each measurement.
  var timedRuns = 5
  /// The instruction count that follows the timed runs.
  var instructions = NetworkInstructionCount()

  let title = "Network: our client vs raw URLSession, same loopback server"

  func run(_ harness: Harness) async -> BenchmarkReport {
    let server: BenchServer
    do {
      server = try await BenchServer.shared()
    } catch {
      return BenchServer.failedReport(title: title, error: error)
    }
    let requests = self.requests
    let urlRequest = server.catalogRequest
    let decoder = JSONDecoder()
    var failures = 0
    var mismatches = 0
    let apiRequest = CatalogEndpoint().expecting(CatalogPage.self)
    // Untimed: open the pooled connections and warm both clients and the server, so that
    // whichever is measured first does not pay for it.
    let warmService = DataTransferService(baseURL: server.url)
    for _ in 0..<requests {
      _ = await RawFetch.catalog(urlRequest, decoder: decoder)
      _ = try? await warmService.request(apiRequest)
    }
    let hitsBefore = server.hits.value

    let raw = await harness.measure(
      "URLSession.shared.data(for:) + JSONDecoder", operations: requests, timedRuns: timedRuns
    ) {
      for _ in 0..<requests {
        guard let page = await RawFetch.catalog(urlRequest, decoder: decoder) else {
          failures += 1
          continue
        }
        if page.items.count != CatalogPage.sample.items.count { mismatches += 1 }
      }
    }

    func measureService(_ label: String, _ service: DataTransferService) async -> Measurement {
      await harness.measure(label, operations: requests, timedRuns: timedRuns) {
        for _ in 0..<requests {
          do {
            let page = try await service.request(apiRequest)
            if page.items.count != CatalogPage.sample.items.count { mismatches += 1 }
          } catch {
            failures += 1
          }
        }
      }
    }

    let bare = await measureService(
      "DataTransferService.request", DataTransferService(baseURL: server.url))
    // Logs at debug: the default logger's level is info, so nothing is printed, but the
    // interceptor still runs its timing and redaction on every exchange.
    let quietLogger = Logger(label: "cairn-bench.network")
    let intercepted = await measureService(
      "DataTransferService + Retry + Logging(.debug)",
      DataTransferService(
        baseURL: server.url,
        interceptors: [RetryInterceptor(), LoggingInterceptor(logger: quietLogger, level: .debug)]
      ))

    let verified = try? await DataTransferService(baseURL: server.url).request(apiRequest)
    let expectedHits = 3 * requests * (harness.warmUps + timedRuns) + 1
    let hits = server.hits.value - hitsBefore
    let instructions = await instructions.measure(
      catalog: server.url.appendingPathComponent("catalog"))
    return BenchmarkReport(
      title: "\(title) (\(Format.count(requests)) sequential GETs × \(timedRuns) reps)",
      baseline: raw, baselineName: "raw URLSession",
      measurements: [bare, intercepted],
      notes: [
        "body: \(Format.count(server.payload.count)) bytes of JSON at \(server.url.absoluteString)"
          + "/catalog (Hummingbird, in this process)",
        "server hits: \(Format.count(hits)) of "
          + "\(Format.count(expectedHits)) sent; failures: \(failures); wrong bodies: "
          + "\(mismatches); decoded page equals the served one: "
          + (verified == CatalogPage.sample ? "yes" : "NO"),
      ] + instructions.notes,
      failures: instructions.failures)
  }
}
