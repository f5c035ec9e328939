import CairnNavigation

/// Benchmark 1: a child flow's whole lifecycle (start, push, user back, finish, release), and
/// router-only push and back, against push and pop on a plain Swift array. Also checks that
/// resident memory stays flat over the cycles.
struct NavigationBenchmark: Benchmark {
  /// Push+pop cycles per repetition.
  var cycles = 100_000
  /// Timed repetitions of the navigator measurements, which take about a second each.
  var timedRuns = 5

  let title = "Navigation: push + user back"

  func run(_ harness: Harness) async -> BenchmarkReport {
    let cycles = self.cycles
    let baseline = await harness.measure("Array append + removeLast (Int)", operations: cycles) {
      var stack: [Int] = [0]
      for number in 1...cycles {
        stack.append(number)
        blackHole(stack.removeLast())
      }
      blackHole(stack)
    }

    let navigator = Navigator()
    let root = BenchRootCoordinator(router: navigator.router())
    navigator.start(root)
    var number = 0
    let memoryNotes = memoryCheck(root: root, counter: &number)
    let coordinated = await harness.measure(
      "FlowCoordinator cycle", operations: cycles, timedRuns: timedRuns
    ) {
      for _ in 0..<cycles {
        number += 1
        root.runCycle(number)
      }
    }

    let routerNavigator = Navigator()
    let router = routerNavigator.router()
    router.push(DetailViewModel(number: 0), name: "List", title: "List")
    let routed = await harness.measure(
      "Router push + perform(.back)", operations: cycles, timedRuns: timedRuns
    ) {
      for number in 1...cycles {
        router.push(DetailViewModel(number: number), title: "Detail")
        routerNavigator.perform(.back)
      }
    }

    let released = root.lastChild == nil && root.children.isEmpty && router.stack.count == 1
    return BenchmarkReport(
      title: "\(title) (\(Format.count(cycles)) cycles)", baseline: baseline, baselineName: "array",
      measurements: [coordinated, routed],
      notes: memoryNotes + [
        "child flows ended by back: \(Format.count(root.cancelledChildren)) of "
          + "\(Format.count(number)) started; all released: \(released ? "yes" : "NO")"
      ])
  }

  /// Runs `cycles` coordinator cycles untimed, reading resident memory before and after 10%,
  /// 50% and 100% of them.
  @MainActor
  private func memoryCheck(root: BenchRootCoordinator, counter: inout Int) -> [String] {
    let checkpoints = [cycles / 10, cycles / 2, cycles]
    let before = ResidentMemory.current()
    var readings: [Int?] = []
    for cycle in 1...cycles {
      counter += 1
      root.runCycle(counter)
      if checkpoints.contains(cycle) { readings.append(ResidentMemory.current()) }
    }
    let labels = checkpoints.map { Format.count($0) }
    var line = "RSS before: \(Format.kibibytes(before))"
    for (label, reading) in zip(labels, readings) {
      line += ", after \(label): \(Format.kibibytes(reading))"
    }
    var growth = "n/a"
    if let first = readings.first ?? nil, let last = readings.last ?? nil {
      growth = Format.count((last - first) / 1_024) + " KiB"
    }
    return [line, "RSS growth from \(labels[0]) to \(labels[2]) cycles: \(growth)"]
  }
}
