import CairnTerminal
import Foundation

/// Terminal benchmark 2: after a full frame of the 200×60 ``TerminalFixtures`` screen, frames
/// in which one row's text changes (alternating between two versions of that row), rendered as
/// a diff by the same `Renderer`; also an unchanged frame (an equal buffer drawn separately),
/// the cost of the comparison alone.
/// The baseline is the plain UTF-8 repaint of the whole screen, as in benchmark 1.
struct TerminalOneRowBenchmark: Benchmark {
  /// Diff frames rendered per repetition.
  var frames = 25
  /// Plain repaints per repetition.
  var plainFrames = 500

  /// Timed repetitions of every measurement: many short ones, so that the median is not
  /// moved by another process's burst of work on this small machine.
  var timedRuns = 30

  let title = "Terminal: one-row change"

  func run(_ harness: Harness) async -> BenchmarkReport {
    let (frames, plainFrames) = (self.frames, self.plainFrames)
    let screens = [TerminalFixtures.screen(variant: 0), TerminalFixtures.screen(variant: 1)]
    let lines = TerminalFixtures.plainLines(of: screens[0])
    var plainBytes = 0
    let baseline = await harness.measure(
      "Plain UTF-8 repaint of all rows (no styles)", operations: plainFrames, timedRuns: timedRuns
    ) {
      for _ in 0..<plainFrames { plainBytes = TerminalFixtures.plainRepaint(opaque(lines)).count }
    }

    var renderer = Renderer()
    let fullBytes = renderer.render(screens[0]).count
    var frame = 0
    let diffed = await harness.measure(
      "Renderer diff, one row changed", operations: frames, timedRuns: timedRuns
    ) {
      for _ in 0..<frames {
        frame += 1
        blackHole(renderer.render(opaque(screens[frame % 2])))
      }
    }
    let diffBytes = Double(renderer.totalBytesWritten - fullBytes) / Double(frame)

    let bytesBeforeUnchanged = renderer.totalBytesWritten
    // Two buffers drawn separately with the same content, taking turns: each frame is compared
    // with an equal frame in other memory, as a front end's fresh buffer is with the last one.
    let unchangedScreens = [
      screens[frame % 2], TerminalFixtures.screen(variant: frame % 2),
    ]
    var unchangedFrame = 0
    let unchanged = await harness.measure(
      "Renderer diff, nothing changed (equal frame drawn anew)", operations: frames,
      timedRuns: timedRuns
    ) {
      for _ in 0..<frames {
        unchangedFrame += 1
        blackHole(renderer.render(opaque(unchangedScreens[unchangedFrame % 2])))
      }
    }
    let unchangedBytes = renderer.totalBytesWritten - bytesBeforeUnchanged

    let differing = TerminalFixtures.differingRows(screens[0], screens[1])
    let share = 100 * diffBytes / Double(max(fullBytes, 1))
    return BenchmarkReport(
      title: "\(title) (200x60, \(Format.count(frames)) diff frames)", baseline: baseline,
      baselineName: "plain-repaint", measurements: [diffed, unchanged],
      notes: [
        "one-row diff writes " + String(format: "%.2f", share) + "% of the full frame's bytes ("
          + String(format: "%.1f", diffBytes) + " B per diff vs \(Format.count(fullBytes)) B "
          + "full redraw, \(Format.count(plainBytes)) B plain repaint)",
        "rows that differ between the two frames: \(differing); bytes written for unchanged "
          + "frames: \(unchangedBytes)",
      ])
  }
}
