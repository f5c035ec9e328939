import AsyncHTTPClient
import DimoAPI
import DimoServer
import Foundation
import NIOCore

/// The DIMO server under load: `GET /dimo/home/anime` (five sections, five queries) and
/// `POST /dimo/vote` (a transaction that recounts the character), from `concurrency`
/// connections at once, on SQLite and on PostgreSQL, against Hummingbird routes answering the
/// same bytes without any work, in the same run. Reports requests per second and latencies.
///
/// PostgreSQL needs `DIMO_BENCH_POSTGRES_URL` (or `DIMO_TEST_POSTGRES_URL`); without it those
/// rows are skipped with the reason printed.
struct DimoLoadBenchmark: Benchmark {
  /// Connections (and workers) at once.
  var concurrency: Int
  /// Requests measured per row, spread over the workers.
  var requestsPerRow = 4_000
  /// Requests per worker before the measured ones.
  var warmUpPerWorker = 5

  var title: String { "DIMO server under load: \(concurrency) concurrent connections" }

  /// The PostgreSQL database of the benchmark, if any.
  static var postgresURL: String? {
    let environment = ProcessInfo.processInfo.environment
    return [environment["DIMO_BENCH_POSTGRES_URL"], environment["DIMO_TEST_POSTGRES_URL"]]
      .compactMap { $0 }.first { !$0.isEmpty }
  }

  func run(_ harness: Harness) async -> BenchmarkReport {
    var configuration = HTTPClient.Configuration()
    configuration.connectionPool = .init(
      idleTimeout: .seconds(60), concurrentHTTP1ConnectionsPerHostSoftLimit: concurrency)
    let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    defer { Task { try? await client.shutdown() } }
    var rows: [(label: String, result: LoadRun.Result)] = []
    var notes: [String] = []
    var failures: [String] = []
    for engine in DimoEngine.allCases {
      let database: DimoServerConfiguration.Database
      switch engine {
      case .sqlite:
        database = .sqlite()
      case .postgres:
        guard let url = Self.postgresURL else {
          notes.append(
            "PostgreSQL rows skipped: set DIMO_BENCH_POSTGRES_URL (or DIMO_TEST_POSTGRES_URL) to "
              + "a database the benchmark may create a schema in, e.g. after scripts/start-postgres"
          )
          continue
        }
        database = .postgres(
          url: url, schema: "dimo_bench_\(UUID().uuidString.prefix(8).lowercased())",
          maxConnections: 16)
      }
      do {
        rows += try await measure(engine: engine, database: database, client: client)
      } catch {
        failures.append("\(engine.rawValue): \(error)")
      }
    }
    return report(rows: rows, notes: notes, failures: failures)
  }

  private func measure(
    engine: DimoEngine, database: DimoServerConfiguration.Database, client: HTTPClient
  ) async throws -> [(label: String, result: LoadRun.Result)] {
    let server = try await DimoBenchServer.start(database: database)
    let api = DimoBenchClient(client: client, base: server.url)
    let name = engine == .sqlite ? "SQLite" : "PostgreSQL"
    do {
      let tokens = try await api.signUp(concurrency, server: server)
      let characters = try await api.characters(token: tokens[0])
      let perWorker = max(requestsPerRow / concurrency, 1)
      let load = LoadRun(client: client, concurrency: concurrency, requestsPerWorker: perWorker)
      let warmUp = LoadRun(
        client: client, concurrency: concurrency, requestsPerWorker: warmUpPerWorker)
      server.fixedHome.value = try await api.send(
        api.request(.GET, "dimo/home/anime", token: tokens[0]))
      let home: @Sendable (Int, Int) -> HTTPClientRequest = { worker, _ in
        api.request(.GET, "dimo/home/anime", token: tokens[worker])
      }
      let fixedGet: @Sendable (Int, Int) -> HTTPClientRequest = { _, _ in
        api.request(.GET, "fixed/home")
      }
      let offset = warmUpPerWorker
      let vote: @Sendable (Int, Int) -> HTTPClientRequest = { worker, index in
        let character = characters[(worker * 5 + offset + index) % characters.count]
        let body =
          (try? JSONEncoder().encode(
            RequestVote(
              contentID: character.animeID, characterID: character.id, ei: "E", sn: "N", tf: "F",
              jp: "P"))) ?? Data()
        return api.request(.POST, "dimo/vote", token: tokens[worker], body: body)
      }
      let warmUpVote: @Sendable (Int, Int) -> HTTPClientRequest = { worker, index in
        let character = characters[(worker * 5 + index) % characters.count]
        let body =
          (try? JSONEncoder().encode(
            RequestVote(
              contentID: character.animeID, characterID: character.id, ei: "I", sn: "S", tf: "T",
              jp: "J"))) ?? Data()
        return api.request(.POST, "dimo/vote", token: tokens[worker], body: body)
      }
      server.fixedVote.value = try await api.send(warmUpVote(0, warmUpPerWorker + perWorker + 7))
      let fixedPost: @Sendable (Int, Int) -> HTTPClientRequest = { worker, index in
        var request = vote(worker, index)
        request.url = server.url.appendingPathComponent("fixed/vote").absoluteString
        return request
      }
      var rows: [(String, LoadRun.Result)] = []
      _ = await warmUp.run(fixedGet)
      rows.append(("fixed bytes GET (\(name) run)", await load.run(fixedGet)))
      _ = await warmUp.run(home)
      rows.append(("GET /dimo/home/anime, \(name)", await load.run(home)))
      _ = await warmUp.run(fixedPost)
      rows.append(("fixed bytes POST (\(name) run)", await load.run(fixedPost)))
      _ = await warmUp.run(warmUpVote)
      rows.append(("POST /dimo/vote, \(name)", await load.run(vote)))
      await server.stop()
      return rows
    } catch {
      await server.stop()
      throw error
    }
  }

  private func report(
    rows: [(label: String, result: LoadRun.Result)], notes: [String], failures: [String]
  ) -> BenchmarkReport {
    let measurements = rows.map {
      Measurement(label: $0.label, operations: 1, samples: $0.result.latencies)
    }
    guard let baseline = measurements.first, let baseRate = rows.first?.result.requestsPerSecond
    else {
      return BenchmarkReport(
        title: title, baseline: Measurement(label: "n/a", operations: 1, samples: []),
        baselineName: "n/a", measurements: [], notes: notes, failures: failures)
    }
    var lines = rows.map { row in
      "\(row.label): \(Format.count(Int(row.result.requestsPerSecond.rounded()))) requests/s "
        + "(\(Format.ratio(row.result.requestsPerSecond / baseRate))x the fixed-bytes GET), "
        + "p99 \(Format.time(row.result.p99)), \(row.result.latencies.count) requests"
    }
    lines.append(
      "times in the table are per request (latency); every worker keeps one request in flight "
        + "on its own connection (async-http-client pool), client and server in one process")
    var allFailures = failures
    for row in rows where !row.result.failures.isEmpty {
      allFailures.append(
        "\(row.label): \(row.result.failures.count) failed, e.g. \(row.result.failures[0])")
    }
    return BenchmarkReport(
      title: title, baseline: baseline, baselineName: "fixed-bytes GET",
      measurements: Array(measurements.dropFirst()), notes: lines + notes, failures: allFailures)
  }
}
