import CairnTerminal

/// Terminal benchmark 1: the first frame of a fresh `Renderer` (clear screen, every cell
/// written with its style) of the 200×60 ``TerminalFixtures`` screen, against writing the
/// screen's text as plain UTF-8 with no styles or cursor movement. Also reports the bytes
/// each writes per frame.
struct TerminalFullFrameBenchmark: Benchmark {
  /// Frames rendered per repetition.
  var frames = 10
  /// Plain repaints per repetition (they are much faster).
  var plainFrames = 500

  /// Timed repetitions of every measurement: many short ones, so that the median is not
  /// moved by another process's burst of work on this small machine.
  var timedRuns = 30

  let title = "Terminal: full-frame render"

  func run(_ harness: Harness) async -> BenchmarkReport {
    let (frames, plainFrames) = (self.frames, self.plainFrames)
    let screen = TerminalFixtures.screen()
    let lines = TerminalFixtures.plainLines(of: screen)
    var plainBytes = 0
    let baseline = await harness.measure(
      "Plain UTF-8 repaint of all rows (no styles)", operations: plainFrames, timedRuns: timedRuns
    ) {
      for _ in 0..<plainFrames { plainBytes = TerminalFixtures.plainRepaint(opaque(lines)).count }
    }

    var frameBytes = 0
    let rendered = await harness.measure(
      "Fresh Renderer, first frame", operations: frames, timedRuns: timedRuns
    ) {
      for _ in 0..<frames {
        var renderer = Renderer()
        frameBytes = renderer.render(opaque(screen)).count
      }
    }

    let size = "\(TerminalFixtures.width)x\(TerminalFixtures.height)"
    return BenchmarkReport(
      title: "\(title) (\(size), \(Format.count(frames)) frames)", baseline: baseline,
      baselineName: "plain-repaint", measurements: [rendered],
      notes: [
        "bytes per frame: renderer full redraw \(Format.count(frameBytes)) B, plain repaint "
          + "\(Format.count(plainBytes)) B (renderer writes "
          + "\(Format.ratio(Double(frameBytes) / Double(max(plainBytes, 1))))x as many)"
      ])
  }
}
