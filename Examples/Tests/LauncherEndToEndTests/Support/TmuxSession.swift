import Foundation
import ProcessTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Drives a real terminal program inside a detached tmux session on a private tmux server.
///
/// Each session gets its own server (`tmux -S <private folder>/socket -f /dev/null`), so tests
/// never touch the user's tmux nor each other. The program runs under a small `sh` wrapper that
/// prints `EXIT=<status>` when it ends and then keeps its terminal open (it blocks opening a
/// fifo nobody writes to), so the pane's tty modes can still be inspected after the program
/// quit. Waiting is event driven: a tmux control-mode client reports every change and each
/// report re-checks the screen; timeouts are only a safety net.
///
/// ```swift
/// let tmux = try await TmuxSession.start(command: [path], width: 80, height: 24)
/// try await tmux.waitFor(text: "Ready")
/// try await tmux.sendKeys("Down", "Enter")
/// #expect(try await tmux.waitForExit() == 0)
/// ```
// @unchecked Sendable: every mutable field is guarded by an NSLock (Mutex trips TSan here).
final class TmuxSession: @unchecked Sendable {
  /// The tmux session's name (unique per session).
  let name: String
  /// The private folder holding the server socket and the wrapper's fifo.
  let folder: URL
  /// The options that select the private server, put before every tmux command.
  let serverArguments: [String]
  /// The control-mode client whose notifications drive the waits.
  private let control: TmuxControlClient
  /// Guards `killed`.
  private let lock = NSLock()
  /// Whether `kill()` ran.
  private var killed = false

  /// Creates the value; `start` has already launched the server and the client.
  private init(name: String, folder: URL, serverArguments: [String], control: TmuxControlClient) {
    self.name = name
    self.folder = folder
    self.serverArguments = serverArguments
    self.control = control
  }

  /// Kills the private server if `kill()` was not called.
  deinit { kill() }

  // MARK: Starting and stopping

  /// The variables that decide the program's colours (`ColorMode.detect`), cleared unless a
  /// test passes them.
  static let colourVariables = ["NO_COLOR", "COLORTERM"]

  /// Starts `command` in a new detached session of `width` × `height` cells on a private tmux
  /// server and attaches the control-mode client that the waits listen to.
  ///
  /// - Parameters:
  ///   - command: the program and its arguments, run directly (not through a shell).
  ///   - width: the terminal's columns.
  ///   - height: the terminal's rows (the status line is off, so the program gets all of them).
  ///   - environment: extra variables for the program. `TERM` sets tmux's `default-terminal`
  ///     (tmux overrides a plain `TERM` variable); otherwise the program sees tmux's default.
  ///     `NO_COLOR` and `COLORTERM` are the program's only if given here.
  ///   - timeout: how long the control client may take to attach.
  /// - Returns: the running session; call `kill()` when done (`deinit` also does).
  static func start(
    command: [String], width: Int = 80, height: Int = 24,
    environment: [String: String] = [:], timeout: Duration = .seconds(30)
  ) async throws -> TmuxSession {
    guard let program = command.first, !program.isEmpty else {
      throw TmuxSessionError("start: the command is empty")
    }
    let token = UUID().uuidString.prefix(8).lowercased()
    let folder = URL(filePath: "/tmp/cairn-tmux-\(token)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(
      at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    let socket = folder.appending(path: "socket").path(percentEncoded: false)
    let hold = folder.appending(path: "hold").path(percentEncoded: false)
    guard mkfifo(hold, 0o600) == 0 else {
      try? FileManager.default.removeItem(at: folder)
      throw TmuxSessionError("start: mkfifo \(hold) failed (errno \(errno))")
    }
    let name = "cairn-\(token)"
    let serverArguments = ["-u", "-f", "/dev/null", "-S", socket]

    var setup: [[String]] = [
      ["start-server"],
      ["set-option", "-g", "status", "off"],
      ["set-option", "-g", "remain-on-exit", "on"],
    ]
    // The server copies the test process's environment, and `swift test` sets `NO_COLOR=1`:
    // the program sees colour settings only when a test passes them.
    for variable in colourVariables where environment[variable] == nil {
      setup.append(["set-environment", "-g", "-u", variable])
    }
    if let terminal = environment["TERM"] {
      setup.append(["set-option", "-g", "default-terminal", terminal])
    }
    var newSession = ["new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)"]
    for (key, value) in environment.sorted(by: { $0.key < $1.key }) where key != "TERM" {
      newSession += ["-e", "\(key)=\(value)"]
    }
    newSession += ["--", "sh", "-c", wrapperScript, "cairn-e2e-wrapper", hold] + command
    setup.append(newSession)
    // Only now: tmux 3.3a's server crashes when a detached session is created under a global
    // `window-size manual` by a client without a tty (as under `swift test`).
    setup.append(["set-option", "-w", "-t", name, "window-size", "manual"])

    do {
      try await runTmux(serverArguments, commands: setup)
    } catch {
      try? FileManager.default.removeItem(at: folder)
      throw error
    }
    let control: TmuxControlClient
    do {
      control = try TmuxControlClient(tmuxArguments: serverArguments, session: name)
    } catch {
      _ = try? await runTmux(serverArguments, commands: [["kill-server"]])
      try? FileManager.default.removeItem(at: folder)
      throw error
    }
    let session = TmuxSession(
      name: name, folder: folder, serverArguments: serverArguments, control: control)
    let outcome = try await session.reevaluate(until: .now + timeout) { control.isAttached }
    guard outcome == .satisfied else {
      let notes = control.recentNotifications.joined(separator: "\n")
      session.kill()
      throw TmuxSessionError("start: the control client did not attach (\(outcome)):\n\(notes)")
    }
    // From now on the server ends by itself once the control client is gone, so even a test
    // process that crashes before `kill()` leaves no tmux behind (its end closes the client's
    // input). Not earlier: the freshly created session had no client at all.
    try await session.tmux(["set-option", "-g", "exit-unattached", "on"])
    return session
  }

  /// Ends the private tmux server (and with it the program and the control client) and removes
  /// the private folder. Safe to call more than once; `deinit` calls it too.
  func kill() {
    let wasKilled = lock.withLock {
      defer { killed = true }
      return killed
    }
    guard !wasKilled else { return }
    control.stop()
    _ = try? Self.runTmux(serverArguments, commands: [["kill-server"]])
    try? FileManager.default.removeItem(at: folder)
  }

  // MARK: Input

  /// Presses keys by their tmux names, e.g. `"Enter"`, `"Escape"`, `"Tab"`, `"C-s"`, `"Down"`.
  func sendKeys(_ keys: String...) async throws {
    try await sendKeys(keys)
  }

  /// The same, for keys in an array.
  func sendKeys(_ keys: [String]) async throws {
    try await tmux(["send-keys", "-t", name] + keys)
  }

  /// Types `text` literally (`send-keys -l`), Hangul and other non-ASCII text included.
  func type(_ text: String) async throws {
    try await tmux(["send-keys", "-t", name, "-l", "--", text])
  }

  /// Resizes the terminal to `width` × `height` cells; the program gets a `SIGWINCH`.
  func resize(width: Int, height: Int) async throws {
    try await tmux(["resize-window", "-t", name, "-x", "\(width)", "-y", "\(height)"])
  }

  // MARK: Looking at the terminal

  /// The visible screen as plain text, one line per row, trailing blanks trimmed.
  func capture() async throws -> String {
    try await tmux(["capture-pane", "-p", "-t", name])
  }

  /// The visible screen's rows (as many as the terminal is high), trailing blanks trimmed.
  func captureLines() async throws -> [String] {
    Self.rows(of: try await capture())
  }

  /// The rows of a captured screen: tmux ends each row, the last included, with a newline.
  static func rows(of screen: String) -> [String] {
    var rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if rows.last == "" { rows.removeLast() }
    return rows
  }

  /// The visible screen with its colours and attributes as escape sequences.
  func captureWithEscapes() async throws -> String {
    try await tmux(["capture-pane", "-p", "-e", "-t", name])
  }

  /// tmux's view of the pane: alternate screen, cursor visibility, size, tty and liveness.
  func paneModes() async throws -> PaneModes {
    let format = [
      "#{alternate_on}", "#{cursor_flag}", "#{pane_width}", "#{pane_height}", "#{pane_dead}",
      "#{pane_tty}",
    ].joined(separator: "\t")
    let reply = try await tmux(["display-message", "-p", "-t", name, format])
    let fields = reply.trimmingCharacters(in: .newlines).split(
      separator: "\t", omittingEmptySubsequences: false)
    guard fields.count == 6, let width = Int(fields[2]), let height = Int(fields[3]) else {
      throw TmuxSessionError("paneModes: unexpected reply \(reply.debugDescription)")
    }
    return PaneModes(
      alternateScreen: fields[0] == "1", cursorVisible: fields[1] == "1", width: width,
      height: height, isDead: fields[4] == "1", ttyPath: String(fields[5]))
  }

  /// The line discipline settings of the pane's tty (read with `tcgetattr`).
  ///
  /// The wrapper keeps the tty open after the program ends, so this shows what the program
  /// left behind.
  func ttyModes() async throws -> TTYModes {
    try TTYModes(ttyPath: await paneModes().ttyPath)
  }

  /// Whether the pane's tty is in cooked mode: canonical input, echo, signal keys and output
  /// processing all on, as a terminal program must leave them when it quits.
  func isTTYInCookedMode() async throws -> Bool {
    try await ttyModes().isCooked
  }

  /// `stty -a` for the pane's tty, for failure messages.
  func sttyReport() async throws -> String {
    let tty = try await paneModes().ttyPath
    let result = try await Subprocess.run(["stty", "-a", "-F", tty])
    return result.output + result.errorOutput
  }

  // MARK: Waiting

  /// Waits until the screen contains `text`.
  ///
  /// - Throws: `TmuxSessionError` with the last screen if `timeout` passes first.
  func waitFor(
    text: String, timeout: Duration = .seconds(30),
    isolation: isolated (any Actor)? = #isolation
  ) async throws {
    _ = try await screen(showing: text, timeout: timeout)
  }

  /// Waits until the screen contains `text`, and returns that screen.
  ///
  /// - Throws: `TmuxSessionError` with the last screen if `timeout` passes first.
  func screen(
    showing text: String, timeout: Duration = .seconds(30),
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> String {
    try await screen(timeout: timeout, "text \(text.debugDescription)") { $0.contains(text) }
  }

  /// Waits until `predicate` holds for the captured screen (see `screen(timeout:_:where:)`).
  func waitUntil(
    timeout: Duration = .seconds(30), _ description: String = "condition",
    isolation: isolated (any Actor)? = #isolation, _ predicate: (String) throws -> Bool
  ) async throws {
    _ = try await screen(timeout: timeout, description, where: predicate)
  }

  /// Waits until `predicate` holds for the captured screen, and returns that screen.
  ///
  /// The screen is captured and `predicate` evaluated once at once and then again after every
  /// notification from tmux (output, resize, exit), never on a timer.
  ///
  /// - Parameters:
  ///   - timeout: the safety net; the wait fails when it passes.
  ///   - description: what is awaited, for the failure message.
  ///   - predicate: gets the plain-text screen (see `capture()`).
  /// - Returns: the screen that satisfied `predicate`.
  func screen(
    timeout: Duration = .seconds(30), _ description: String = "condition",
    isolation: isolated (any Actor)? = #isolation, where predicate: (String) throws -> Bool
  ) async throws -> String {
    var screen = ""
    let outcome = try await reevaluate(until: .now + timeout) {
      screen = try await capture()
      return try predicate(screen)
    }
    guard outcome == .satisfied else {
      throw await failure(waitingFor: description, outcome, screen)
    }
    return screen
  }

  /// Waits until the program has exited and returns its exit status.
  ///
  /// The status comes from the `EXIT=<status>` line the wrapper prints (a program killed by a
  /// signal reports 128 + the signal's number). A program that itself prints a line reading
  /// exactly `EXIT=<number>` would be taken for exited.
  ///
  /// - Returns: the status, or nil if the pane itself died (the wrapper was killed) without
  ///   reporting one.
  /// - Throws: `TmuxSessionError` with the last screen if the program is still running when
  ///   `timeout` passes.
  func waitForExit(
    timeout: Duration = .seconds(30), isolation: isolated (any Actor)? = #isolation
  ) async throws -> Int32? {
    var screen = ""
    var status: Int32?
    let outcome = try await reevaluate(until: .now + timeout) {
      screen = try await capture()
      status = Self.exitStatus(in: screen)
      return status != nil
    }
    if outcome == .satisfied { return status }
    // A dying pane sends no notification, so this is only noticed at the deadline.
    if (try? await paneModes().isDead) == true { return nil }
    throw await failure(waitingFor: "the program to exit", outcome, screen)
  }

  // MARK: Finding programs

  /// Whether a working `tmux` is on `PATH`.
  static let isTmuxAvailable: Bool = {
    (try? Subprocess.run(["tmux", "-V"]).status) == 0
  }()

  // MARK: Internals

  /// The program's wrapper: runs it, reports its status, then holds the tty open.
  ///
  /// `$1` is the hold fifo; the rest is the command. Catching (not ignoring) INT and QUIT keeps
  /// the wrapper alive through a Ctrl-C aimed at the program without the program inheriting
  /// ignored signals. Opening the fifo blocks until the server is killed.
  private static let wrapperScript = """
    hold=$1
    shift
    trap : INT QUIT
    "$@"
    status=$?
    printf '\\r\\nEXIT=%d\\r\\n' "$status"
    read -r _ < "$hold"
    """

  /// How a wait ended.
  enum WaitOutcome: Equatable, CustomStringConvertible {
    /// The condition held.
    case satisfied
    /// The deadline passed first.
    case timedOut
    /// The control client went away (the server or the session ended).
    case clientEnded

    /// A short phrase for messages.
    var description: String {
      switch self {
      case .satisfied: "satisfied"
      case .timedOut: "timed out"
      case .clientEnded: "the tmux control client ended"
      }
    }
  }

  /// Evaluates `isDone` now and after every control-mode notification until it holds, the
  /// deadline passes or the client ends.
  ///
  /// One timer task fires the change signal at the deadline so that a silent program cannot
  /// keep the wait suspended past it.
  func reevaluate(
    until deadline: ContinuousClock.Instant,
    isolation: isolated (any Actor)? = #isolation, _ isDone: () async throws -> Bool
  ) async throws -> WaitOutcome {
    let changes = control.changes
    let timer = Task.detached {
      // Only the timeout safety net: waits themselves wake on tmux notifications.
      try await Task.sleep(until: deadline, clock: .continuous)
      changes.fire()
    }
    defer { timer.cancel() }
    while true {
      try Task.checkCancellation()
      let seen = changes.generation
      if try await isDone() { return .satisfied }
      if ContinuousClock.now >= deadline { return .timedOut }
      if changes.hasEnded { return .clientEnded }
      await changes.wait(past: seen)
    }
  }

  /// The error for a failed wait, with the last screen and what tmux said lately.
  private func failure(waitingFor what: String, _ outcome: WaitOutcome, _ screen: String)
    async -> TmuxSessionError
  {
    let modes = (try? await paneModes()).map { "\($0)" } ?? "unavailable"
    let framed = Self.rows(of: screen).map { "│\($0)" }.joined(separator: "\n")
    let notes = control.recentNotifications.suffix(5).joined(separator: "\n")
    return TmuxSessionError(
      """
      waiting for \(what): \(outcome)
      pane: \(modes)
      last screen:
      \(framed)
      recent tmux notifications:
      \(notes)
      """)
  }

  /// The status on the last `EXIT=<n>` line of `screen`, if any.
  static func exitStatus(in screen: String) -> Int32? {
    for line in screen.split(separator: "\n").reversed() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("EXIT="), let status = Int32(trimmed.dropFirst("EXIT=".count)) {
        return status
      }
    }
    return nil
  }

  /// Runs one tmux command on this session's server and returns its standard output, waited
  /// for on a thread of its own (`Subprocess.run`'s async overload): keys and captures are the
  /// calls a test makes by the hundred, and a tmux client that a loaded machine starts slowly
  /// must not hold a thread of the concurrency pool meanwhile.
  @discardableResult
  func tmux(_ command: [String]) async throws -> String {
    try await Self.runTmux(serverArguments, commands: [command])
  }

  /// Runs `commands` (joined with `;`) in one tmux invocation on the server `serverArguments`
  /// selects, off the concurrency pool like ``tmux(_:)``.
  @discardableResult
  static func runTmux(_ serverArguments: [String], commands: [[String]]) async throws -> String {
    let result = try await Subprocess.run(
      ["tmux"] + serverArguments + joined(commands), removingEnvironment: outerTmuxVariables)
    return try output(of: result, for: commands)
  }

  /// The same, blocking the calling thread: only for `kill()`, which `deinit` calls too.
  @discardableResult
  static func runTmux(_ serverArguments: [String], commands: [[String]]) throws -> String {
    let result = try Subprocess.run(
      ["tmux"] + serverArguments + joined(commands), removingEnvironment: outerTmuxVariables)
    return try output(of: result, for: commands)
  }

  /// `commands` as one tmux invocation's arguments, joined with `;`.
  private static func joined(_ commands: [[String]]) -> [String] {
    // tmux reads an argument ending in ";" as a command separator; "\;" keeps it literal.
    let escaped = commands.map { command in
      command.map { $0.hasSuffix(";") ? String($0.dropLast()) + "\\;" : $0 }
    }
    return escaped.dropFirst().reduce(escaped.first ?? []) { $0 + [";"] + $1 }
  }

  /// The standard output of a tmux run of `commands`, or an error saying what tmux said.
  private static func output(of result: SubprocessResult, for commands: [[String]]) throws
    -> String
  {
    guard result.status == 0 else {
      let shown = commands.map { $0.joined(separator: " ") }.joined(separator: " ; ")
      throw TmuxSessionError(
        "tmux \(shown) failed (\(result.status)): \(result.errorOutput)\(result.output)")
    }
    return result.output
  }

  /// Variables that would tie a tmux client to an outer tmux the tests may run in.
  static let outerTmuxVariables: Set<String> = ["TMUX", "TMUX_PANE"]
}

/// An error from driving tmux; its description says what failed and shows the screen.
struct TmuxSessionError: Error, CustomStringConvertible {
  /// The full explanation.
  let description: String

  /// Creates an error explained by `description`.
  init(_ description: String) { self.description = description }
}
