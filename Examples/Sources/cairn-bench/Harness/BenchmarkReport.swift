/// What one benchmark found: a baseline, the measurements compared with it, and notes such as
/// memory readings.
struct BenchmarkReport {
  /// The table's title.
  let title: String
  /// The cheapest way to do the same work, measured in the same run.
  let baseline: Measurement
  /// A short name for the baseline in sentences: "3.2 times the *array* baseline".
  let baselineName: String
  /// The measurements of Cairn, each compared with the baseline.
  let measurements: [Measurement]
  /// Extra lines printed under the table.
  var notes: [String] = []
  /// What went wrong: printed as `FAILED:` lines, and `cairn-bench` then exits with status 1.
  var failures: [String] = []
  /// Figures counted rather than timed, written to `latest.json` with the measurements.
  var counts: [CountFigure] = []

  /// A report standing in for a benchmark whose setup failed.
  static func setupFailed(title: String, error: any Error) -> BenchmarkReport {
    BenchmarkReport(
      title: title, baseline: Measurement(label: "n/a", operations: 1, samples: []),
      baselineName: "n/a", measurements: [], failures: ["setup failed: \(error)"])
  }

  /// How many times slower than the baseline a measurement is, by median.
  func ratio(of measurement: Measurement) -> Double {
    baseline.median > 0 ? measurement.median / baseline.median : 0
  }

  /// The notes, then each distinct failure as a `FAILED:` line.
  var footnotes: [String] {
    var seen: Set<String> = []
    return notes + failures.filter { seen.insert($0).inserted }.map { "FAILED: " + $0 }
  }

  /// One sentence per measurement comparing it with the baseline.
  var comparisons: [String] {
    measurements.map {
      "\($0.label): \(Format.ratio(ratio(of: $0))) times the \(baselineName) baseline"
    }
  }

  /// The table's header cells.
  static let header = ["Measurement", "Ops/rep", "Reps", "Median/op", "p90/op", "Min/op", "Ratio"]

  /// The table's rows: the baseline first, then the measurements.
  var rows: [[String]] {
    let baselineRow = cells(for: baseline, ratio: "baseline")
    return [baselineRow]
      + measurements.map { cells(for: $0, ratio: Format.ratio(ratio(of: $0)) + "x") }
  }

  private func cells(for measurement: Measurement, ratio: String) -> [String] {
    [
      measurement.label, Format.count(measurement.operations), String(measurement.samples.count),
      Format.time(measurement.median), Format.time(measurement.p90), Format.time(measurement.min),
      ratio,
    ]
  }
}
