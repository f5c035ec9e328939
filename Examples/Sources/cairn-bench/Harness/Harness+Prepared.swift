extension Harness {
  /// Like ``measure(_:operations:timedRuns:_:)`` for work that needs fresh state every run (a
  /// new database, a new server): `prepare` makes it untimed, `body` is timed with it, and
  /// `cleanUp` runs untimed after each run, warm-ups included.
  /// - Throws: the first error of `prepare`; the runs before it are lost.
  func measure<Prepared>(
    _ label: String, operations: Int, timedRuns: Int? = nil,
    prepare: @MainActor () async throws -> Prepared,
    _ body: @MainActor (Prepared) async -> Void,
    cleanUp: @MainActor (Prepared) async -> Void
  ) async throws -> Measurement {
    let clock = ContinuousClock()
    var samples: [Duration] = []
    let runs = isSmoke ? 1 : timedRuns ?? repetitions
    for run in 0..<(warmUps + runs) {
      let prepared = try await prepare()
      let start = clock.now
      await body(prepared)
      let elapsed = start.duration(to: clock.now)
      await cleanUp(prepared)
      if run >= warmUps { samples.append(elapsed) }
    }
    return Measurement(label: label, operations: operations, samples: samples)
  }
}
