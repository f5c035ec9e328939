import AsyncHTTPClient
import Foundation
import NIOCore

/// A closed-loop load: `concurrency` workers, each sending its requests one after the other
/// over a pooled HTTP/1.1 client (one connection per worker), timing every request.
struct LoadRun {
  /// The latency of every request, and the wall time of the whole run.
  struct Result {
    let latencies: [Duration]
    let wall: Duration
    let failures: [String]

    /// Requests per second over the run.
    var requestsPerSecond: Double {
      let seconds = wall.nanoseconds / 1e9
      return seconds > 0 ? Double(latencies.count) / seconds : 0
    }

    /// The 99th-percentile latency (nearest rank), in nanoseconds.
    var p99: Double {
      let sorted = latencies.map(\.nanoseconds).sorted()
      guard !sorted.isEmpty else { return 0 }
      let rank = Int((0.99 * Double(sorted.count)).rounded(.up))
      return sorted[min(max(rank, 1), sorted.count) - 1]
    }
  }

  let client: HTTPClient
  let concurrency: Int
  let requestsPerWorker: Int

  /// Runs the load; `request(worker, index)` makes each request.
  func run(
    expecting status: UInt = 200,
    _ request: @escaping @Sendable (Int, Int) -> HTTPClientRequest
  ) async -> Result {
    let clock = ContinuousClock()
    let start = clock.now
    let outcomes = await withTaskGroup(of: ([Duration], [String]).self) { group in
      for worker in 0..<concurrency {
        group.addTask {
          var latencies: [Duration] = []
          var failures: [String] = []
          latencies.reserveCapacity(requestsPerWorker)
          for index in 0..<requestsPerWorker {
            let began = clock.now
            do {
              let response = try await client.execute(request(worker, index), timeout: .seconds(60))
              _ = try await response.body.collect(upTo: 4 << 20)
              if response.status.code != status {
                failures.append("status \(response.status.code)")
              }
            } catch {
              failures.append("\(error)")
            }
            latencies.append(clock.now - began)
          }
          return (latencies, failures)
        }
      }
      var latencies: [Duration] = []
      var failures: [String] = []
      for await (workerLatencies, workerFailures) in group {
        latencies += workerLatencies
        failures += workerFailures
      }
      return (latencies, failures)
    }
    return Result(latencies: outcomes.0, wall: clock.now - start, failures: outcomes.1)
  }
}
