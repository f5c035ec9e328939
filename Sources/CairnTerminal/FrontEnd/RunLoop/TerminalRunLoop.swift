/// Runs ``TerminalFrontEnd``s on a real terminal: reads keys and resizes, draws after every
/// change (writing only the cells that changed), and turns the spinner while anything loads.
///
/// Make one run loop per ``TerminalSession`` and call ``run(_:)`` for each front end in turn
/// (the launcher's home screen, then an app, then home again): the session's input is read by
/// one task for the whole session, because an `AsyncStream` ends for good once a task that
/// iterates it is cancelled.
@MainActor
public final class TerminalRunLoop {
  private enum Event {
    case terminal(TerminalEvent)
    case redraw
    case tick
  }

  private let session: TerminalSession
  private var renderer: Renderer
  private let continuation: AsyncStream<Event>.Continuation
  private var iterator: AsyncStream<Event>.Iterator?
  private var pumps: [Task<Void, Never>] = []

  /// Starts reading the session's input and the spinner's clock; `colorMode` (usually
  /// ``ColorMode/detect(environment:)``) is used by its renderer and given to every front end it
  /// runs.
  public init(session: TerminalSession, colorMode: ColorMode) {
    self.session = session
    renderer = Renderer(colorMode: colorMode)
    let (events, continuation) = AsyncStream<Event>.makeStream()
    self.continuation = continuation
    iterator = events.makeAsyncIterator()
    pumps.append(
      Task { [session] in
        for await event in session.events { continuation.yield(.terminal(event)) }
        continuation.finish()
      })
    pumps.append(
      Task {
        // A clock for the spinner and toasts, not a wait for a result: 10 ticks a second.
        while !Task.isCancelled {
          try? await Task.sleep(for: .milliseconds(100))
          continuation.yield(.tick)
        }
      })
  }

  /// Stops reading input and the clock; call it before closing the session.
  public func stop() {
    for pump in pumps { pump.cancel() }
    pumps = []
    continuation.finish()
  }

  /// Shows `frontEnd` until it asks to quit or the terminal's input ends.
  /// - Returns: false when the input ended (nothing more can be shown).
  @discardableResult
  public func run(_ frontEnd: TerminalFrontEnd) async -> Bool {
    guard var events = iterator else { return false }
    iterator = nil
    defer { frontEnd.onNeedsDisplay = nil }
    let continuation = self.continuation
    frontEnd.onNeedsDisplay = { continuation.yield(.redraw) }
    frontEnd.colorMode = renderer.colorMode
    renderer.invalidate()
    draw(frontEnd)
    while let event = await events.next(isolation: #isolation) {
      handle(event, frontEnd: frontEnd)
      if frontEnd.wantsToQuit {
        iterator = events
        return true
      }
    }
    return false
  }

  private func handle(_ event: Event, frontEnd: TerminalFrontEnd) {
    switch event {
    case .terminal(.key(let key)):
      frontEnd.handle(key)
      draw(frontEnd)
    case .terminal(.resize):
      renderer.invalidate()
      draw(frontEnd)
    case .redraw:
      draw(frontEnd)
    case .tick:
      if frontEnd.isAnimating {
        frontEnd.tick()
        draw(frontEnd)
      }
    }
  }

  private func draw(_ frontEnd: TerminalFrontEnd) {
    let bytes = renderer.render(frontEnd.render(size: session.size))
    if !bytes.isEmpty { session.write(bytes) }
  }
}
