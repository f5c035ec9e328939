/// One benchmark: it measures a piece of Cairn and a baseline in the same run and returns a
/// report, printed as one table. Add a type conforming to this protocol and list it in
/// ``CairnBench/benchmarks``.
@MainActor
protocol Benchmark {
  /// The table's title, also used to pick benchmarks on the command line.
  var title: String { get }

  /// Runs the measurements with `harness` and reports them.
  func run(_ harness: Harness) async -> BenchmarkReport

  /// The same benchmark at its smallest sizes, for `cairn-bench --smoke`: every part still runs
  /// and every check still holds, in seconds (see `SmokeSizes.swift`).
  func smokeSized() -> Self
}

extension Benchmark {
  /// A benchmark whose sizes are already small runs as it is.
  func smokeSized() -> Self { self }
}
