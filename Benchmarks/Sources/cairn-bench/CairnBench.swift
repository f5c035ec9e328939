import Foundation

/// The `cairn-bench` command: runs every benchmark (or those whose title contains one of the
/// arguments, case-insensitively), prints a table for each, and writes
/// `Benchmarks/results/latest.md` after a full run.
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
    TerminalImageDecodeBenchmark(photo: TerminalImageFixtures.thumbnailName),
    TerminalImageDecodeBenchmark(photo: TerminalImageFixtures.detailName),
    TerminalImageDrawBenchmark(),
    CacheMemoryBenchmark(),
    CacheDiskReadBenchmark(),
    CacheDiskStoreBenchmark(),
    NetworkSequentialBenchmark(),
    NetworkConcurrentBenchmark(),
    NetworkConnectionReuseBenchmark(),
    NetworkInstructionBenchmark(),
    ProjectManagerFirstOutputBenchmark(),
    ProjectManagerMoveBenchmark(),
    ProjectManagerSyncBenchmark(),
    BookKittyAskBenchmark(),
    BookKittySearchBenchmark(),
  ]

  /// Runs the selected benchmarks on the main actor; exits with status 1 when one reported a
  /// failure.
  @MainActor static func main() async {
    let filters = CommandLine.arguments.dropFirst().map { $0.lowercased() }
    let selected = benchmarks.filter { benchmark in
      filters.isEmpty || filters.contains { benchmark.title.lowercased().contains($0) }
    }
    let machine = MachineDescription.current()
    print(machine.plainText)
    let harness = Harness()
    var reports: [BenchmarkReport] = []
    for benchmark in selected {
      let report = await benchmark.run(harness)
      print("\n" + TableRendering.plainText(report))
      reports.append(report)
    }
    ProjectManagerBoardFixture.removeAll()
    if filters.isEmpty {
      do {
        try ResultsFile.write(machine: machine, reports: reports)
        print("\nWrote \(ResultsFile.url.path)")
      } catch {
        print("\nCould not write \(ResultsFile.url.path): \(error)")
      }
    }
    let failed = reports.filter { !$0.failures.isEmpty }.map(\.title)
    guard failed.isEmpty else {
      print("\nFAILED: " + failed.joined(separator: "; "))
      exit(1)
    }
  }
}
