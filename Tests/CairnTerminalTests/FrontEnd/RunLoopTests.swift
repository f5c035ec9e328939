import CairnNavigation
import CairnPresentation
import CairnTerminalTesting
import CairnTesting
import Testing

@testable import CairnTerminal

@Suite("The run loop on a virtual terminal: one frame per turn", .timeLimit(.minutes(1)))
@MainActor
struct RunLoopTests {
  @Test("one key press in a list draws exactly one frame")
  func oneFramePerKey() async throws {
    let app = try await RunningList(rows: 1_000)
    for press in 1...20 {
      let before = app.loop.framesDrawn
      try await app.press(press.isMultiple(of: 5) ? .up : .down)
      #expect(app.loop.framesDrawn == before + 1, "key \(press)")
    }
    #expect(app.model.list.selectedRowIndex == 12)
    #expect(app.device.screen.text.contains("row 12"))
    try await app.finish()
  }

  @Test("keys that arrive while the loop is busy are one turn: a 600-key paste is two frames")
  func keysArrivingDuringATurnAreTakenTogether() async throws {
    let app = try await RunningList(rows: 1_000)
    let before = app.loop.framesDrawn
    // The main actor stays busy (as while a frame is drawn): the keys must still be read.
    for _ in 0..<600 { app.device.press(.down) }
    let deadline = ContinuousClock.now + WaitLimit.standard
    while app.loop.queuedEventCount < 599, ContinuousClock.now < deadline {}
    #expect(app.loop.queuedEventCount == 599, "the keys were read while the main actor was busy")
    try await app.waitForEverythingSent()
    // The first key woke the loop on its own; the 599 read meanwhile are the next turn.
    #expect(app.loop.framesDrawn == before + 2)
    #expect(app.model.list.selectedRowIndex == 600)
    try await app.finish()
  }

  @Test("a redraw asked for between keys, many times over, is one frame")
  func requestsBetweenKeysMerge() async throws {
    let app = try await RunningList(rows: 10)
    let before = app.loop.framesDrawn
    app.model.changed.send("first")
    app.model.changed.send("second")
    app.model.changed.send("third")
    try await app.press(.down)
    #expect(app.loop.framesDrawn <= before + 2)
    #expect(app.device.screen.text.contains("third"))
    try await app.finish()
  }

  @Test("a resize in the middle of a burst of keys ends on the frame of the final size")
  func resizeDuringBurst() async throws {
    let app = try await RunningList(rows: 1_000, width: 100, height: 30)
    for _ in 0..<30 { app.device.press(.down) }
    app.device.resize(width: 60, height: 16)
    for _ in 0..<7 { app.device.press(.down) }
    app.device.resize(width: 84, height: 20)
    for _ in 0..<3 { app.device.press(.up) }
    try await app.waitForEverythingSent()

    let expected = app.frontEnd.render(size: TerminalSize(columns: 84, rows: 20))
    #expect(app.device.screen == expected)
    #expect(app.model.list.selectedRowIndex == 34)
    #expect(app.device.screen.text.contains("row 34"))
    #expect(app.loop.framesDrawn <= 1 + 42)
    try await app.finish()
  }

  @Test("an unchanged frame writes nothing to the terminal")
  func unchangedFrameWritesNothing() async throws {
    let app = try await RunningList(rows: 10)
    let written = app.device.bytesWritten
    app.model.changed.send(app.model.status)
    try await app.press(.char("z"))  // a key nothing uses: redrawn, unchanged
    #expect(app.device.bytesWritten == written)
    try await app.finish()
  }
}

/// A list of `rows` rows under a status line, shown by a front end on a run loop over a virtual
/// terminal, with no spinner clock (no frames but the ones keys and redraws ask for).
@MainActor
private final class RunningList {
  let model: ListModel
  let navigator = Navigator()
  let frontEnd: TerminalFrontEnd
  let device: VirtualTerminalDevice
  let loop: TerminalRunLoop
  private let running: Task<Bool, Never>

  init(rows: Int, width: Int = 80, height: Int = 24) async throws {
    model = ListModel(rows: rows)
    frontEnd = TerminalFrontEnd(navigator: navigator) { _, content, context in
      (content as? ListModel).map { ListScreen(model: $0, context: context) }
    }
    navigator.router().push(model, name: "List", title: "List")
    device = VirtualTerminalDevice(width: width, height: height)
    let loop = TerminalRunLoop(device: device, colorMode: .color, tickInterval: nil)
    self.loop = loop
    let frontEnd = self.frontEnd
    running = Task { await loop.run(frontEnd) }
    try await waiting(for: "the first frame") { @MainActor in
      while loop.framesDrawn == 0 { await Task.yield() }
    }
  }

  /// Presses `key` and waits until its turn has drawn.
  func press(_ key: KeyEvent) async throws {
    device.press(key)
    try await waitForEverythingSent()
  }

  /// Waits until every key and resize sent so far is handled and drawn.
  func waitForEverythingSent() async throws {
    let sent = device.eventsSent
    let loop = self.loop
    try await waiting(for: "\(sent) terminal events handled") { @MainActor in
      await loop.waitUntilHandled(sent)
    }
  }

  /// Ends the input and the loop.
  func finish() async throws {
    device.closeInput()
    let running = self.running
    #expect(try await waiting(for: "the run loop to end") { await running.value } == false)
    loop.stop()
  }
}

/// The list's rows and a status line a "view model" changes.
@MainActor
private final class ListModel {
  var list: SectionedList<ListRow>
  var status = "ready"
  let changed = PublishRelay<String>()

  init(rows: Int) {
    list = SectionedList(
      sections: [ListSection(title: "", rows: (0..<rows).map { ListRow(id: $0) })])
  }
}

private struct ListRow: Identifiable {
  let id: Int
}

/// Draws the status line and the list; asks for a redraw on every key it uses and every status
/// change, as screens do.
@MainActor
private final class ListScreen: TerminalScreen {
  let model: ListModel
  private var subscription: Subscription?

  init(model: ListModel, context: any TerminalContext) {
    self.model = model
    subscription = model.changed.signal.observe { [weak model, weak context] status in
      model?.status = status
      context?.setNeedsDisplay()
    }
  }

  func draw(into buffer: inout ScreenBuffer, in rect: Rect, context: any TerminalContext) {
    buffer.write(model.status, in: rect.line(0))
    model.list.draw(into: &buffer, in: rect.inset(top: 1), isFocused: true) {
      buffer, row, rowRect, _ in
      buffer.write("row \(row.id)", in: rowRect)
    }
  }

  func handle(_ key: KeyEvent, context: any TerminalContext) -> Bool {
    guard model.list.handle(key) else { return false }
    context.setNeedsDisplay()
    return true
  }
}
