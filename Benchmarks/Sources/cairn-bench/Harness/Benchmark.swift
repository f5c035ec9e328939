/// One benchmark: it measures a piece of Cairn and a baseline in the same run and returns a
/// report, printed as one table. Add a type conforming to this protocol and list it in
/// ``CairnBench/benchmarks``.
@MainActor
protocol Benchmark {
  /// The table's title, also used to pick benchmarks on the command line.
  var title: String { get }

  /// Runs the measurements with `harness` and reports them.
  func run(_ harness: Harness) async -> BenchmarkReport
}
