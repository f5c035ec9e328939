extension Harness {
  /// One piece of work for ``measureInTurns(_:)``: its label, how many operations one run
  /// performs, and the run.
  struct Turn {
    let label: String
    let operations: Int
    let body: @MainActor () async -> Void

    init(_ label: String, operations: Int, _ body: @escaping @MainActor () async -> Void) {
      self.label = label
      self.operations = operations
      self.body = body
    }
  }

  /// Times several pieces of work in turns (one run of each, then the next round), after
  /// `warmUps` untimed rounds, so that a burst of load from other processes on a shared
  /// machine falls on all of them alike instead of on whichever ran during it. Returns one
  /// measurement per turn, in order.
  func measureInTurns(_ turns: [Turn]) async -> [Measurement] {
    for _ in 0..<warmUps {
      for turn in turns { await turn.body() }
    }
    let clock = ContinuousClock()
    var samples = Array(repeating: [Duration](), count: turns.count)
    for _ in 0..<repetitions {
      for (index, turn) in turns.enumerated() {
        let start = clock.now
        await turn.body()
        samples[index].append(start.duration(to: clock.now))
      }
    }
    return zip(turns, samples).map { turn, samples in
      Measurement(label: turn.label, operations: turn.operations, samples: samples)
    }
  }
}
