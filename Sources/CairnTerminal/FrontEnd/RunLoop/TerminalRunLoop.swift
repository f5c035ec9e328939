/// Runs ``TerminalFrontEnd``s on a terminal: reads keys and resizes, draws after every change
/// (writing only the cells that changed), and turns the spinner while anything loads.
///
/// Each turn of the loop takes every event queued since the last one, handles them all, and
/// then draws one frame if anything asked for one: a key press draws exactly one frame, however
/// many parts of the front end asked for a redraw while handling it (``framesDrawn`` counts
/// them).
///
/// Make one run loop per terminal and call ``run(_:)`` for each front end in turn (the
/// launcher's home screen, then an app, then home again): the terminal's input is read by one
/// task for the whole session, because an `AsyncStream` ends for good once a task that iterates
/// it is cancelled.
@MainActor
public final class TerminalRunLoop {
  private let device: any TerminalDevice
  private var renderer: Renderer
  private let queue = TerminalEventQueue()
  private var pumps: [Task<Void, Never>] = []
  private var isRunning = false
  private var needsDisplay = false
  private var handledWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  /// Frames drawn so far: renders of the front end, whether or not they changed a cell.
  public private(set) var framesDrawn = 0
  /// Keys and resizes handled so far, each counted once its turn has drawn.
  public private(set) var terminalEventsHandled = 0

  /// Starts reading the session's input and the spinner's clock; `colorMode` (usually
  /// ``ColorMode/detect(environment:)``) is used by its renderer and given to every front end it
  /// runs.
  public convenience init(session: TerminalSession, colorMode: ColorMode) {
    self.init(device: session, colorMode: colorMode)
  }

  /// Starts reading `device`'s input and, every `tickInterval` (`nil`: never), the spinner's
  /// clock; `colorMode` is used by its renderer and given to every front end it runs.
  public init(
    device: any TerminalDevice, colorMode: ColorMode,
    tickInterval: Duration? = .milliseconds(100)
  ) {
    self.device = device
    renderer = Renderer(colorMode: colorMode)
    // Read off the main actor: a reader on it would hand the loop one key per turn, so a paste
    // a terminal sends as keys (not bracketed) drew one frame per character. Off it, the keys
    // that arrive while a frame is drawn are queued and taken together in the next turn.
    let events = device.events
    pumps.append(
      Task.detached { [queue] in
        for await event in events { queue.push(.terminal(event)) }
        queue.finish()
      })
    if let tickInterval {
      pumps.append(
        Task { [queue] in
          // A clock for the spinner and toasts, not a wait for a result.
          while !Task.isCancelled {
            try? await Task.sleep(for: tickInterval)
            queue.push(.tick)
          }
        })
    }
  }

  /// Events queued and not yet taken by a turn (for tests of how turns batch them).
  var queuedEventCount: Int { queue.count }

  /// Stops reading input and the clock; call it before closing the session.
  public func stop() {
    for pump in pumps { pump.cancel() }
    pumps = []
    queue.finish()
  }

  /// Shows `frontEnd` until it asks to quit or the terminal's input ends.
  /// - Returns: false when the input ended (nothing more can be shown).
  @discardableResult
  public func run(_ frontEnd: TerminalFrontEnd) async -> Bool {
    guard !isRunning else { return false }
    isRunning = true
    defer {
      isRunning = false
      frontEnd.onNeedsDisplay = nil
      resumeHandledWaiters(all: true)
    }
    frontEnd.onNeedsDisplay = { [weak self] in self?.setNeedsDisplay() }
    frontEnd.colorMode = renderer.colorMode
    renderer.invalidate()
    draw(frontEnd)
    while let events = await queue.next() {
      var handled = 0
      for event in events {
        if case .terminal = event { handled += 1 }
        handle(event, frontEnd: frontEnd)
      }
      if frontEnd.wantsToQuit { return true }
      if needsDisplay { draw(frontEnd) }
      terminalEventsHandled += handled
      resumeHandledWaiters(all: false)
    }
    return false
  }

  /// Returns once ``terminalEventsHandled`` reaches `count` (the turn that did has drawn), or
  /// the loop stops running: how a test or a benchmark knows that the keys it sent are done.
  public func waitUntilHandled(_ count: Int) async {
    guard isRunning, terminalEventsHandled < count else { return }
    await withCheckedContinuation { handledWaiters.append((count, $0)) }
  }

  private func setNeedsDisplay() {
    guard !needsDisplay else { return }
    needsDisplay = true
    // Wakes the loop when it waits; a turn in progress draws anyway and finds nothing to do
    // when this event's turn comes.
    queue.push(.redraw)
  }

  private func handle(_ event: TerminalEventQueue.Event, frontEnd: TerminalFrontEnd) {
    switch event {
    case .terminal(.key(let key)):
      // Set first: the redraws the front end asks for while handling the key are this frame.
      needsDisplay = true
      frontEnd.handle(key)
    case .terminal(.resize):
      renderer.invalidate()
      needsDisplay = true
    case .redraw:
      break
    case .tick:
      if frontEnd.isAnimating {
        frontEnd.tick()
        needsDisplay = true
      }
    }
  }

  private func draw(_ frontEnd: TerminalFrontEnd) {
    needsDisplay = false
    framesDrawn += 1
    let bytes = renderer.render(frontEnd.render(size: device.size))
    if !bytes.isEmpty { device.write(bytes) }
  }

  private func resumeHandledWaiters(all: Bool) {
    let done = handledWaiters.filter { all || $0.count <= terminalEventsHandled }
    handledWaiters.removeAll { all || $0.count <= terminalEventsHandled }
    for waiter in done { waiter.continuation.resume() }
  }
}
