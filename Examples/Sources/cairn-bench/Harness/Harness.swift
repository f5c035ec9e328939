/// Times repeated runs of a piece of work on the main actor with `ContinuousClock`.
@MainActor
struct Harness {
  /// Untimed runs before measuring, to warm caches and settle allocations.
  var warmUps = 1
  /// Timed runs; a measurement's statistics are over these.
  var repetitions = 10
  /// A smoke run (`cairn-bench --smoke`): every measurement runs once, with no warm-up, so that
  /// CI proves each benchmark still builds, runs and passes its checks; its times mean nothing.
  var isSmoke = false

  /// The harness of a smoke run.
  static var smoke: Harness { Harness(warmUps: 0, repetitions: 1, isSmoke: true) }

  /// Runs `body`, which performs `operations` operations per call, `warmUps` times untimed,
  /// then `repetitions` times timed (or `timedRuns` times, for slow work).
  func measure(
    _ label: String, operations: Int, timedRuns: Int? = nil, _ body: @MainActor () async -> Void
  ) async -> Measurement {
    for _ in 0..<warmUps { await body() }
    let clock = ContinuousClock()
    let runs = isSmoke ? 1 : timedRuns ?? repetitions
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
