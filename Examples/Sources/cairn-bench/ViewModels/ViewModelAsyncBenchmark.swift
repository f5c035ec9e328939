import CairnPresentation

/// Benchmark 2b: an input handled in a task the view model owns (`TaskBag.run`), awaited by
/// the caller with `Driver.first(where:)`, against a bare `Task` and continuation round-trip
/// on the main actor.
struct ViewModelAsyncBenchmark: Benchmark {
  /// Round-trips per repetition.
  var roundTrips = 10_000

  let title = "View model input -> output, through an owned task"

  func run(_ harness: Harness) async -> BenchmarkReport {
    let roundTrips = self.roundTrips
    let baseline = await harness.measure("Task { } + continuation", operations: roundTrips) {
      for number in 1...roundTrips {
        let value = await withCheckedContinuation {
          (continuation: CheckedContinuation<Int, Never>) in
          Task { @MainActor in continuation.resume(returning: number * 2) }
        }
        blackHole(value)
      }
    }

    let relay = PublishRelay<Int>()
    let viewModel = DoublingViewModel(delivery: .ownedTask)
    let output = viewModel.transform(.init(number: relay.signal))
    var number = 0
    var missed = 0
    let relayed = await harness.measure(
      "send -> TaskBag.run -> await first(where:)", operations: roundTrips
    ) {
      for _ in 0..<roundTrips {
        number += 1
        let expected = number * 2
        relay.send(number)
        if await output.doubled.first(where: { $0 == expected }) == nil { missed += 1 }
      }
    }

    return BenchmarkReport(
      title: "\(title) (\(Format.count(roundTrips)) round-trips)", baseline: baseline,
      baselineName: "bare-task", measurements: [relayed],
      notes: ["outputs missed: \(missed)"])
  }
}
