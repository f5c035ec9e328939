import CairnPresentation

/// Benchmark 2a: an input sent through a `PublishRelay` comes out of a view model's `Driver`
/// synchronously, against calling a closure directly.
struct ViewModelSyncBenchmark: Benchmark {
  /// Inputs per repetition.
  var inputs = 100_000

  let title = "View model input -> output, synchronous"

  func run(_ harness: Harness) async -> BenchmarkReport {
    let inputs = self.inputs
    var lastOutput = 0
    let direct: (Int) -> Void = opaque { lastOutput = $0 * 2 }
    let baseline = await harness.measure("Direct closure call", operations: inputs) {
      for number in 1...inputs { direct(number) }
    }
    blackHole(lastOutput)

    let relay = PublishRelay<Int>()
    let viewModel = DoublingViewModel(delivery: .immediate)
    let output = viewModel.transform(.init(number: relay.signal))
    let binding = output.doubled.observe { lastOutput = $0 }
    let relayed = await harness.measure(
      "PublishRelay -> transform -> Driver observer", operations: inputs
    ) {
      for number in 1...inputs { relay.send(number) }
    }
    binding.cancel()
    let delivered = lastOutput == inputs * 2

    return BenchmarkReport(
      title: "\(title) (\(Format.count(inputs)) inputs)", baseline: baseline,
      baselineName: "direct-closure", measurements: [relayed],
      notes: ["last output delivered: \(delivered ? "yes" : "NO")"])
  }
}
