import CairnNavigation
import CairnTerminal
import CairnTerminalTesting

/// Terminal benchmark 4: one key press in a 100,000-row list on a 200×60 screen, through the
/// `TerminalRunLoop` on a virtual terminal (the key queued as a real terminal's is, the front
/// end handling it, the frame drawn, rendered and interpreted), until the loop has drawn it;
/// counting the frames each key draws. The baseline is the same key handled and drawn by hand:
/// one `handle`, one render, one renderer diff, interpreted by the same kind of terminal.
struct TerminalKeyPressBenchmark: Benchmark {
  /// Keys per repetition.
  var keys = 40
  /// Rows in the list.
  var rows = 100_000
  /// Timed repetitions.
  var timedRuns = 20

  let title = "Terminal: one key press in a list"

  func run(_ harness: Harness) async -> BenchmarkReport {
    let keys = self.keys
    let byHand = KeyPressList(rows: rows)
    var renderer = Renderer()
    var terminal = VirtualTerminal(width: 200, height: 60)
    let size = TerminalSize(columns: 200, rows: 60)
    terminal.apply(renderer.render(byHand.frontEnd.render(size: size)))
    var pressed = 0
    let baseline = await harness.measure(
      "frontEnd.handle + render + Renderer diff (by hand)", operations: keys,
      timedRuns: timedRuns
    ) {
      for _ in 0..<keys {
        pressed += 1
        byHand.frontEnd.handle(pressed.isMultiple(of: 10) ? .pageDown : .down)
        terminal.apply(renderer.render(byHand.frontEnd.render(size: size)))
      }
    }

    let looped = KeyPressList(rows: rows)
    let device = VirtualTerminalDevice(width: 200, height: 60)
    let loop = TerminalRunLoop(device: device, colorMode: .color, tickInterval: nil)
    let running = Task { await loop.run(looped.frontEnd) }
    // The loop draws its first frame as it starts.
    while loop.framesDrawn == 0 { await Task.yield() }
    let framesBefore = loop.framesDrawn
    var looping = 0
    let throughLoop = await harness.measure(
      "TerminalRunLoop: key queued → handled → one frame drawn", operations: keys,
      timedRuns: timedRuns
    ) {
      for _ in 0..<keys {
        looping += 1
        device.press(looping.isMultiple(of: 10) ? .pageDown : .down)
        await loop.waitUntilHandled(device.eventsSent)
      }
    }
    let frames = loop.framesDrawn - framesBefore
    device.closeInput()
    _ = await running.value
    loop.stop()

    let perKey = Double(frames) / Double(max(looping, 1))
    var failures: [String] = []
    if frames != looping {
      failures.append("\(frames) frames for \(looping) key presses (one each expected)")
    }
    return BenchmarkReport(
      title: "\(title) (200x60, \(Format.count(rows)) rows, run loop)", baseline: baseline,
      baselineName: "by-hand", measurements: [throughLoop],
      notes: [
        "frames drawn per key press by the run loop: " + Format.ratio(perKey)
          + " (\(Format.count(frames)) frames for \(Format.count(looping)) keys, warm-up "
          + "included); the screen and the front end both ask for a redraw on every key",
        "bytes written to the virtual terminal: \(Format.count(device.bytesWritten))",
      ],
      failures: failures)
  }
}

/// A front end showing one list screen of `rows` one-line rows.
@MainActor
private final class KeyPressList {
  let navigator = Navigator()
  let frontEnd: TerminalFrontEnd
  private let model: KeyPressListModel

  init(rows: Int) {
    let model = KeyPressListModel(rows: rows)
    self.model = model
    frontEnd = TerminalFrontEnd(navigator: navigator) { _, content, _ in
      (content as? KeyPressListModel).map(KeyPressListScreen.init)
    }
    navigator.router().push(model, name: "List", title: "List")
  }
}

@MainActor
private final class KeyPressListModel {
  var list: SectionedList<KeyPressRow>

  init(rows: Int) {
    list = SectionedList(
      sections: [
        ListSection(
          title: "할 일", rows: (0..<rows).map { KeyPressRow(id: $0, title: "할 일 #\($0) task") })
      ])
  }
}

private struct KeyPressRow: Identifiable {
  let id: Int
  let title: String
}

/// Draws the list and asks for a redraw on every key it uses, as screens do.
@MainActor
private final class KeyPressListScreen: TerminalScreen {
  let model: KeyPressListModel

  init(model: KeyPressListModel) {
    self.model = model
  }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    model.list.draw(into: &buffer, in: rect, isFocused: true) { buffer, row, rowRect, _ in
      buffer.write(row.title, in: rowRect)
    }
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    guard model.list.handle(key) else { return false }
    context.setNeedsDisplay()
    return true
  }
}
