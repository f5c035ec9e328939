import Foundation

/// `latest.json`: an array with one object per measurement, so that a script can check the
/// targets — `group` (the benchmark's title), `name` (the measurement's label), `median_ns`
/// (per operation), `baseline` (the label of the measurement it is compared with, or null) and
/// `ratio` (its median over the baseline's, or null). Counted figures (``CountFigure``) follow
/// their group's measurements with `median_ns` null and their count in `value`.
enum ResultsJSON {
  /// One object of the array.
  struct Entry: Encodable {
    let group: String
    let name: String
    let medianNanoseconds: Double?
    let baseline: String?
    let ratio: Double?
    let value: Double?

    enum CodingKeys: String, CodingKey {
      case group, name, baseline, ratio, value
      case medianNanoseconds = "median_ns"
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(group, forKey: .group)
      try container.encode(name, forKey: .name)
      // Nulls are written out: a script reads every key of every object.
      try container.encode(medianNanoseconds, forKey: .medianNanoseconds)
      try container.encode(baseline, forKey: .baseline)
      try container.encode(ratio, forKey: .ratio)
      if let value { try container.encode(value, forKey: .value) }
    }
  }

  /// The entries of `reports`, in order: each baseline, its measurements, then its counts.
  static func entries(_ reports: [(group: String, report: BenchmarkReport)]) -> [Entry] {
    reports.flatMap { group, report -> [Entry] in
      let baseline = report.baseline
      let hasBaseline = !baseline.samples.isEmpty
      var entries: [Entry] = []
      if hasBaseline {
        entries.append(
          Entry(
            group: group, name: baseline.label, medianNanoseconds: baseline.median,
            baseline: nil, ratio: nil, value: nil))
      }
      for measurement in report.measurements {
        entries.append(
          Entry(
            group: group, name: measurement.label, medianNanoseconds: measurement.median,
            baseline: hasBaseline ? baseline.label : nil,
            ratio: hasBaseline ? report.ratio(of: measurement) : nil, value: nil))
      }
      for count in report.counts {
        entries.append(
          Entry(
            group: group, name: count.name, medianNanoseconds: nil, baseline: count.baseline,
            ratio: count.ratio, value: count.value))
      }
      return entries
    }
  }

  /// The JSON document, pretty-printed with sorted keys.
  static func encode(_ reports: [(group: String, report: BenchmarkReport)]) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(entries(reports))
  }
}
