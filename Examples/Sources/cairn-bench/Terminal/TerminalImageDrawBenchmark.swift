import CairnImages
import CairnTerminal

/// Terminal image benchmark 2: an Onban photo in a 40×15-cell rectangle of the 200×60 screen —
/// scaled by area averaging into half-block cells (a first draw), drawn again from the cache
/// (every later frame), and rendered by the `Renderer` when the picture changes, in 24-bit and
/// in 256 colors. The baseline is the plain UTF-8 repaint of the whole 200×60 screen, as in the
/// other terminal benchmarks. Also reports the bytes a picture costs the terminal.
struct TerminalImageDrawBenchmark: Benchmark {
  /// Draws or frames per repetition.
  var frames = 50
  /// Plain repaints per repetition.
  var plainFrames = 500
  /// Where the picture goes.
  let rect = Rect(row: 2, col: 4, width: 40, height: 15)

  /// Timed repetitions: many short ones, so that the median is not moved by another process's
  /// burst of work on this small machine.
  var timedRuns = 30

  let title = "Terminal: picture in 40x15 cells"

  func run(_ harness: Harness) async -> BenchmarkReport {
    let photos: [RGBAImage]
    do {
      photos = try [TerminalImageFixtures.thumbnailName, TerminalImageFixtures.detailName].map {
        try PNGDecoder.decode(TerminalImageFixtures.photo(named: $0))
      }
    } catch {
      return .setupFailed(title: title, error: error)
    }
    let (frames, plainFrames, rect) = (self.frames, self.plainFrames, self.rect)
    let lines = TerminalFixtures.plainLines(of: TerminalFixtures.screen())
    var plainBytes = 0
    let baseline = await harness.measure(
      "Plain UTF-8 repaint of all rows (no styles)", operations: plainFrames, timedRuns: timedRuns
    ) {
      for _ in 0..<plainFrames { plainBytes = TerminalFixtures.plainRepaint(opaque(lines)).count }
    }
    var results: [Measurement] = []
    for photo in photos {
      var screen = TerminalFixtures.screen()
      let label = "Scale \(photo.width)x\(photo.height) to cells (first draw)"
      results.append(
        await harness.measure(label, operations: frames, timedRuns: timedRuns) {
          for _ in 0..<frames {
            TerminalImage(opaque(photo)).draw(
              into: &screen, in: rect, colorMode: .trueColor, fallback: "")
          }
        })
    }
    let pictures = photos.map { TerminalImage($0) }
    var screen = TerminalFixtures.screen()
    results.append(
      await harness.measure("Draw from the cache", operations: frames, timedRuns: timedRuns) {
        for _ in 0..<frames {
          opaque(pictures[0]).draw(into: &screen, in: rect, colorMode: .trueColor, fallback: "")
        }
      })
    var bytes: [ColorMode: Double] = [:]
    for mode in [ColorMode.trueColor, .color] {
      let screens = pictures.map { picture in
        var screen = TerminalFixtures.screen()
        picture.draw(into: &screen, in: rect, colorMode: mode, fallback: "")
        return screen
      }
      var renderer = Renderer(colorMode: mode)
      let firstFrame = renderer.render(screens[0]).count
      var frame = 0
      results.append(
        await harness.measure(
          "Render the picture changing, \(mode == .trueColor ? "24-bit" : "256 colors")",
          operations: frames, timedRuns: timedRuns
        ) {
          for _ in 0..<frames {
            frame += 1
            blackHole(renderer.render(opaque(screens[frame % 2])))
          }
        })
      bytes[mode] = Double(renderer.totalBytesWritten - firstFrame) / Double(max(frame, 1))
    }
    return BenchmarkReport(
      title: "\(title) (200x60 screen, \(Format.count(frames)) frames)", baseline: baseline,
      baselineName: "plain-repaint", measurements: results,
      notes: [
        "bytes per picture change: 24-bit " + Format.count(Int(bytes[.trueColor] ?? 0))
          + " B, 256 colors " + Format.count(Int(bytes[.color] ?? 0)) + " B; with a full SGR "
          + "for every cell " + Format.count(pictures.map(fullSGRBytes).reduce(0, +) / 2)
          + " B (24-bit); plain repaint of the whole screen \(Format.count(plainBytes)) B"
      ])
  }

  /// What the 24-bit picture would cost written cell by cell with a complete SGR each (reset,
  /// foreground, background): the renderer's output without color-only changes.
  private func fullSGRBytes(_ picture: TerminalImage) -> Int {
    var screen = ScreenBuffer(width: rect.width, height: rect.height)
    let drawn = picture.draw(
      into: &screen, in: Rect(row: 0, col: 0, width: rect.width, height: rect.height),
      colorMode: .trueColor, fallback: "")
    var total = 0
    for row in 0..<drawn.height {
      total += "\u{1B}[\(row + 1 + self.rect.row);\(self.rect.col + 1)H".utf8.count
      for col in 0..<drawn.width {
        total += screen[row, col].style.sgrSequence(in: .trueColor).utf8.count + 3
      }
    }
    return total
  }
}
