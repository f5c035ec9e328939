import Foundation

/// The `cairn-bench` command: runs every benchmark (or only the groups whose title contains one
/// of the arguments or of the comma-separated parts of `BENCH_FILTER`, case-insensitively),
/// prints a table for each, and writes `Benchmarks/results/latest.md` and `latest.json` after a
/// full run. A filtered run writes `filtered.md` and `filtered.json` instead (ignored by git), so
/// that the `latest` files always hold one whole run.
///
/// `cairn-bench --smoke` runs every selected benchmark once at its smallest sizes
/// (``Benchmark/smokeSized()``) and writes nothing: CI's proof, in a debug build, that each
/// still runs and passes its checks. Its times mean nothing.
@main
enum CairnBench {
  /// Every benchmark, in the order they run. Add new ones here.
  @MainActor static let benchmarks: [any Benchmark] = [
    NavigationBenchmark(),
    ViewModelSyncBenchmark(),
    ViewModelAsyncBenchmark(),
    TerminalFullFrameBenchmark(),
    TerminalOneRowBenchmark(),
    TerminalListScrollBenchmark(),
    TerminalKeyPressBenchmark(),
    TerminalImageDecodeBenchmark(photo: TerminalImageFixtures.thumbnailName),
    TerminalImageDecodeBenchmark(photo: TerminalImageFixtures.detailName),
    TerminalImageDrawBenchmark(),
    CacheMemoryBenchmark(),
    CacheMemoryConcurrentBenchmark(),
    CacheDataLoaderBenchmark(),
    CacheDiskReadBenchmark(payloadSize: 2_048),
    CacheDiskReadBenchmark(payloadSize: 102_400),
    CacheDiskStoreBenchmark(),
    NetworkSequentialBenchmark(),
    NetworkConcurrentBenchmark(),
    NetworkConnectionReuseBenchmark(),
    ProjectManagerFirstOutputBenchmark(),
    ProjectManagerMoveBenchmark(),
    ProjectManagerSyncBenchmark(),
    ProjectManagerSyncArrivalBenchmark(),
    BookKittyAskBenchmark(),
    BookKittySearchBenchmark(),
    DimoLoadBenchmark(concurrency: 16),
    DimoLoadBenchmark(concurrency: 64),
    WebSelectionBenchmark(),
    WebIdleSessionsBenchmark(),
    WebBrowserEventBenchmark(),
    WebConcurrentSessionsBenchmark(),
  ]

  /// Runs the selected benchmarks on the main actor; exits with status 1 when one reported a
  /// failure.
  @MainActor static func main() async {
    let isSmoke = CommandLine.arguments.dropFirst().contains("--smoke")
    let filters = Self.filters()
    let selected = benchmarks.filter { benchmark in
      filters.isEmpty || filters.contains { benchmark.title.lowercased().contains($0) }
    }
    let machine = MachineDescription.current()
    print(machine.plainText)
    if isSmoke {
      print("Smoke run: every benchmark once, at its smallest sizes; times mean nothing")
    }
    let harness = isSmoke ? Harness.smoke : Harness()
    var reports: [(group: String, report: BenchmarkReport)] = []
    for benchmark in selected {
      let clock = ContinuousClock()
      let start = clock.now
      let report = await (isSmoke ? benchmark.smokeSized() : benchmark).run(harness)
      print("\n" + TableRendering.plainText(report))
      if isSmoke { print("(\(benchmark.title): \(start.duration(to: clock.now)))") }
      reports.append((benchmark.title, report))
    }
    ProjectManagerBoardFixture.removeAll()
    if isSmoke {
      Self.exit(failedIn: reports)
      return
    }
    let results = ResultsFile(name: filters.isEmpty ? "latest" : "filtered")
    do {
      try results.write(machine: machine, reports: reports)
      print("\nWrote \(results.markdownURL.path) and \(results.jsonURL.lastPathComponent)")
    } catch {
      print("\nCould not write \(results.markdownURL.path): \(error)")
    }
    Self.exit(failedIn: reports)
  }

  /// Exits with status 1, naming them, when any report holds a failure.
  private static func exit(failedIn reports: [(group: String, report: BenchmarkReport)]) {
    let failed = reports.map(\.report).filter { !$0.failures.isEmpty }.map(\.title)
    guard failed.isEmpty else {
      print("\nFAILED: " + failed.joined(separator: "; "))
      Foundation.exit(1)
    }
  }

  /// The group filters: the command's arguments and the comma-separated parts of the
  /// `BENCH_FILTER` environment variable (`make bench BENCH_FILTER=cache`), lowercased.
  private static func filters() -> [String] {
    let environment = ProcessInfo.processInfo.environment["BENCH_FILTER"] ?? ""
    let parts =
      CommandLine.arguments.dropFirst() + environment.split(separator: ",").map(String.init)
    return parts.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
      .filter { !$0.isEmpty && $0 != "--smoke" }
  }
}
