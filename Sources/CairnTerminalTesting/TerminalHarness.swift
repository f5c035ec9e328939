import CairnTerminal
import CairnTesting
import Foundation

/// Drives a ``TerminalFrontEnd`` on a ``VirtualTerminal`` for tests: press keys, read the
/// screen as text, wait for text to appear — through the same renderer bytes a real terminal
/// gets, with no sleeps. A wait that passes its bound fails the running test with the screen it
/// saw, as CairnTesting's waits do: no test can go on, or end, past a screen that never came.
@MainActor
public final class TerminalHarness {
  /// The bound of a wait not given one: 30 seconds, as CairnTesting's `WaitLimit.standard`. A
  /// guard against a hang, not a speed check: a wait that succeeds returns at once, and on a
  /// loaded two-core machine a screen that comes in milliseconds alone took more than the 10
  /// seconds this was before.
  public nonisolated static let standardLimit: Duration = .seconds(30)

  /// The front end under test.
  public let frontEnd: TerminalFrontEnd
  /// The in-memory terminal the frames are written to.
  public private(set) var terminal: VirtualTerminal
  private var renderer: Renderer
  private var waiters: [() -> Void] = []

  /// Creates a harness of `width` × `height` cells whose renderer and screens use `colorMode`,
  /// and draws the first frame.
  public init(
    frontEnd: TerminalFrontEnd, width: Int = 80, height: Int = 24, colorMode: ColorMode = .color
  ) {
    self.frontEnd = frontEnd
    terminal = VirtualTerminal(width: width, height: height)
    renderer = Renderer(colorMode: colorMode)
    frontEnd.colorMode = colorMode
    frontEnd.onNeedsDisplay = { [weak self] in self?.displayRequested() }
    draw()
  }

  /// The screen's text, one line per row, trailing spaces trimmed.
  public var text: String { terminal.text }

  /// The screen's lines.
  public var lines: [String] { terminal.lines }

  /// Bytes written by the last frame.
  public private(set) var lastFrameBytes = 0

  /// Presses keys one after another, drawing after each.
  public func press(_ keys: KeyEvent...) {
    for key in keys {
      frontEnd.handle(key)
      draw()
    }
  }

  /// Types text, one character per key press.
  public func type(_ text: String) {
    for character in text { press(.char(character)) }
  }

  /// Resizes the terminal and draws everything again.
  public func resize(width: Int, height: Int) {
    terminal.resize(width: width, height: height)
    renderer.invalidate()
    draw()
  }

  /// Waits until the screen shows `fragment`, checked now and after every display request.
  /// When `limit` passes first, the running test fails with the screen as it is.
  public func waitForText(
    _ fragment: String, limit: Duration = TerminalHarness.standardLimit,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) async {
    await waitUntil(
      limit: limit, "the text \(fragment.debugDescription)",
      fileID: fileID, filePath: filePath, line: line, column: column
    ) { $0.contains(fragment) }
  }

  /// Waits until the screen's text satisfies `condition`, checked now and after every display
  /// request.
  ///
  /// - Parameters:
  ///   - limit: the bound of the wait; when it passes first, the running test fails with what
  ///     was awaited and the screen as it is.
  ///   - description: what is awaited, for that failure.
  ///
  /// A waiting task cancelled first (a test's time limit, for one) returns without a failure
  /// of its own: the cancellation is already the test's.
  public func waitUntil(
    limit: Duration = TerminalHarness.standardLimit,
    _ description: String = "a condition on the screen",
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column,
    _ condition: @escaping @MainActor (String) -> Bool
  ) async {
    draw()
    var isPastLimit = false
    let timer = Task { [weak self] in
      // The bound of the wait, not a wait for something.
      try? await Task.sleep(for: limit)
      isPastLimit = true
      self?.displayRequested()
    }
    defer { timer.cancel() }
    while !condition(text) {
      guard !Task.isCancelled else { return }
      guard !isPastLimit else {
        WaitLimit.reportTimeout(
          "TerminalHarness waited \(limit) for \(description); the screen shows:\n\(text)",
          fileID: fileID, filePath: filePath, line: line, column: column)
        return
      }
      await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
          waiters.append { continuation.resume() }
        }
      } onCancel: {
        Task { @MainActor [weak self] in self?.displayRequested() }
      }
      draw()
    }
  }

  /// The style of the cell at `row`, `col`, for checks like "the overdue date is red".
  public func style(row: Int, col: Int) -> Style {
    terminal[row, col].style
  }

  /// Finds the first row and column where `fragment` starts, in display columns.
  public func position(of fragment: String) -> (row: Int, col: Int)? {
    for (row, line) in lines.enumerated() {
      guard let range = line.range(of: fragment) else { continue }
      return (row, String(line[..<range.lowerBound]).displayWidth)
    }
    return nil
  }

  private func displayRequested() {
    let waiting = waiters
    waiters = []
    for resume in waiting { resume() }
  }

  private func draw() {
    let bytes = renderer.render(
      frontEnd.render(size: TerminalSize(columns: terminal.width, rows: terminal.height)))
    lastFrameBytes = bytes.count
    terminal.apply(bytes)
  }
}
