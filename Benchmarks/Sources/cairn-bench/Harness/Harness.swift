/// Times repeated runs of a piece of work on the main actor with `ContinuousClock`.
@MainActor
struct Harness {
  /// Untimed runs before measuring, to warm caches and settle allocations.
  var warmUps = 1
  /// Timed runs; a measurement's statistics are over these.
  var repetitions = 10

  /// Runs `body`, which performs `operations` operations per call, `warmUps` times untimed,
  /// then `repetitions` times timed (or `timedRuns` times, for slow work).
  func measure(
    _ label: String, operations: Int, timedRuns: Int? = nil, _ body: @MainActor () async -> Void
  ) async -> Measurement {
    for _ in 0..<warmUps { await body() }
    let clock = ContinuousClock()
    let runs = timedRuns ?? repetitions
    var samples: [Duration] = []
    samples.reserveCapacity(runs)
    for _ in 0..<runs {
      let start = clock.now
      await body()
      samples.append(start.duration(to: clock.now))
    }
    return Measurement(label: label, operations: operations, samples: samples)
  }
}
