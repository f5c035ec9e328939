/// The timed repetitions of one piece of work, with per-operation statistics in nanoseconds.
struct Measurement {
  /// What was measured, as shown in the table.
  let label: String
  /// How many operations one repetition performs.
  let operations: Int
  /// The duration of each timed repetition.
  let samples: [Duration]

  /// Per-operation times in nanoseconds, fastest first.
  var sortedNanoseconds: [Double] {
    samples.map { $0.nanoseconds / Double(max(operations, 1)) }.sorted()
  }

  /// The median per-operation time.
  var median: Double {
    let sorted = sortedNanoseconds
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2)
      ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }

  /// The 90th-percentile per-operation time (nearest rank).
  var p90: Double {
    let sorted = sortedNanoseconds
    guard !sorted.isEmpty else { return 0 }
    let rank = Int((0.9 * Double(sorted.count)).rounded(.up))
    return sorted[Swift.min(max(rank, 1), sorted.count) - 1]
  }

  /// The fastest per-operation time.
  var min: Double { sortedNanoseconds.first ?? 0 }
}

extension Duration {
  /// The duration in nanoseconds, as a floating-point number.
  var nanoseconds: Double {
    let parts = components
    return Double(parts.seconds) * 1e9 + Double(parts.attoseconds) / 1e9
  }
}
