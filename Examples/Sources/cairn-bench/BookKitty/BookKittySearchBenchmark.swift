import BookKittyData
import BookKittyServer
import Foundation

/// Benchmark 7b: sequential book searches through the app's client — the relevance search over
/// the 416-book catalog, encoded, sent over loopback, decoded and mapped — against the same
/// client reading a Hummingbird route that answers the bytes of one real answer.
struct BookKittySearchBenchmark: Benchmark {
  /// Requests per repetition.
  var requests = 300
  /// Timed repetitions of each measurement.
  var timedRuns = 5

  let title = "BookKitty: search requests/s"

  func run(_ harness: Harness) async -> BenchmarkReport {
    let fixture: BookKittyBenchFixture
    do {
      fixture = try await BookKittyBenchFixture.make()
    } catch {
      return .setupFailed(title: title, error: error)
    }
    let queries = BookKittyBenchFixture.sampleQueries(fixture.search.server.books, count: requests)
    let real = BookKittyBenchFixture.client(fixture.search.url)
    let fixed = BookKittyBenchFixture.client(fixture.fixed.url)
    var failures: [String] = []
    var found = 0
    for query in queries.prefix(50) {
      _ = try? await real.searchBooks(query: query, display: 10)
      _ = try? await fixed.searchBooks(query: query, display: 10)
    }

    let baseline = await harness.measure(
      "GET fixed bytes (\(Format.count(fixture.fixedBytes.count)) B, median answer) + decode",
      operations: requests, timedRuns: timedRuns
    ) {
      for query in queries {
        if (try? await fixed.searchBooks(query: query, display: 10)) == nil {
          failures.append("the fixed-bytes route failed")
        }
      }
    }
    let searches = await harness.measure(
      "GET /bookkitty/v1/search/book.json + decode", operations: requests, timedRuns: timedRuns
    ) {
      for query in queries {
        do {
          found += try await real.searchBooks(query: query, display: 10).isEmpty ? 0 : 1
        } catch {
          failures.append("search \(query): \(error)")
        }
      }
    }
    return BenchmarkReport(
      title: "\(title) (\(Format.count(requests)) sequential searches × \(timedRuns) reps)",
      baseline: baseline, baselineName: "fixed-bytes route", measurements: [searches],
      notes: [
        "requests per second (median): search \(Self.rate(searches)), fixed-bytes route "
          + Self.rate(baseline),
        "searches that found a book: \(Format.count(found)) of "
          + "\(Format.count(requests * (harness.warmUps + timedRuns)))",
      ],
      failures: Array(Set(failures)).sorted())
  }

  /// "1,234/s" from a measurement's median time per request.
  static func rate(_ measurement: Measurement) -> String {
    measurement.median > 0 ? Format.count(Int((1e9 / measurement.median).rounded())) + "/s" : "n/a"
  }
}
