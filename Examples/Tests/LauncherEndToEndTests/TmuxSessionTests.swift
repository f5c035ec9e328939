import Foundation
import ProcessTestSupport
import Testing

/// A small full-screen program: alternate screen, hidden cursor, raw-ish tty; it echoes lines,
/// reports its size on `size`, and on `quit` restores the terminal and exits with status 3.
private let echoProgram = #"""
  printf '\033[?1049h\033[H\033[2J\033[?25l'
  stty -icanon -echo
  printf 'size: %s\r\n' "$(stty size)"
  printf 'ready>\r\n'
  while IFS= read -r line; do
    case "$line" in
      size)
        read -r rows cols < <(stty size)
        printf 'size: %s %s\r\n' "$rows" "$cols"
        printf '%*s' "$cols" '' | tr ' ' '#'
        printf '\r\n' ;;
      quit) break ;;
      *) printf 'echo: %s\r\n' "$line" ;;
    esac
  done
  stty sane
  printf '\033[?25h\033[?1049l'
  echo bye
  exit 3
  """#

/// Self-tests of the tmux driver against real programs.
@Suite(
  "TmuxSession drives real terminal programs", .enabled(if: TmuxSession.isTmuxAvailable),
  .timeLimit(.minutes(3)))
struct TmuxSessionTests {
  /// Hangul input, alternate screen and cursor, tty modes, resizing and the exit status.
  @Test func drivesAFullScreenProgramToItsExit() async throws {
    let tmux = try await TmuxSession.start(
      command: ["bash", "-c", echoProgram], width: 80, height: 24,
      environment: ["GREETING": "unused"])
    defer { tmux.kill() }

    let first = try await tmux.screen(showing: "ready>")
    #expect(first.contains("size: 24 80"))
    let running = try await tmux.paneModes()
    #expect(running.alternateScreen)
    #expect(!running.cursorVisible)
    #expect(running.width == 80 && running.height == 24, "the control client must not resize")
    #expect(try await !tmux.isTTYInCookedMode())

    try await tmux.type("안녕 세계;")
    try await tmux.sendKeys("Enter")
    try await tmux.waitFor(text: "echo: 안녕 세계;")

    try await tmux.resize(width: 100, height: 30)
    try await tmux.type("size")
    try await tmux.sendKeys("Enter")
    let fullRow = String(repeating: "#", count: 100)
    let resized = try await tmux.screen(showing: fullRow)
    #expect(resized.contains("size: 30 100"))
    let lines = TmuxSession.rows(of: resized)
    #expect(lines.count == 30)
    #expect(lines.contains { $0 == fullRow })
    #expect(try await tmux.paneModes().width == 100)

    try await tmux.type("quit")
    try await tmux.sendKeys("Enter")
    let status = try await tmux.waitForExit()
    #expect(status == 3)
    let after = try await tmux.paneModes()
    #expect(!after.alternateScreen)
    #expect(after.cursorVisible)
    #expect(!after.isDead, "the wrapper keeps the tty open after the program exits")
    let stty = try await tmux.sttyReport()
    #expect(try await tmux.isTTYInCookedMode(), "stty -a: \(stty)")
    let screen = try await tmux.capture()
    #expect(screen.contains("bye"))
    #expect(!screen.contains("ready>"), "the alternate screen's content is gone")
  }

  /// A wait that cannot succeed fails at its timeout and shows the last screen.
  @Test func aTimedOutWaitReportsTheLastScreen() async throws {
    let tmux = try await TmuxSession.start(
      command: ["sh", "-c", "echo \"hello $WHO\"; read -r line"], width: 40, height: 5,
      environment: ["WHO": "tmux"])
    defer { tmux.kill() }
    try await tmux.waitFor(text: "hello tmux")

    let started = ContinuousClock.now
    let error = await #expect(throws: TmuxSessionError.self) {
      try await tmux.waitFor(text: "never printed", timeout: .milliseconds(300))
    }
    let waited = ContinuousClock.now - started
    #expect(error?.description.contains("hello tmux") == true)
    // Not how soon it gives up (a loaded machine may take seconds): the suite's time limit
    // fails a wait that never ends.
    #expect(waited >= .milliseconds(300), "a timed-out wait does not give up early")
  }

  /// Control keys reach the program; a program killed by SIGINT reports 128 + 2.
  @Test func controlKeysReachTheProgram() async throws {
    let tmux = try await TmuxSession.start(command: ["cat"], width: 40, height: 5)
    defer { tmux.kill() }
    try await tmux.type("typed")
    try await tmux.waitFor(text: "typed")
    try await tmux.sendKeys("C-c")
    #expect(try await tmux.waitForExit() == 130)
    #expect(try await tmux.isTTYInCookedMode())
  }

  /// Waits see a quick program's output even if it was printed before the wait began, and
  /// killing the session removes its private server.
  @Test func killRemovesThePrivateServer() async throws {
    let tmux = try await TmuxSession.start(command: ["echo", "done early"], width: 40, height: 5)
    #expect(try await tmux.waitForExit() == 0)
    #expect(try await tmux.capture().contains("done early"))
    let folder = tmux.folder.path(percentEncoded: false)
    #expect(FileManager.default.fileExists(atPath: folder))

    tmux.kill()
    #expect(!FileManager.default.fileExists(atPath: folder))
    await #expect(throws: TmuxSessionError.self) { try await tmux.capture() }
  }

  /// Two sessions at once use different servers and do not see each other's programs.
  @Test func parallelSessionsAreIsolated() async throws {
    async let first = TmuxSession.start(command: ["sh", "-c", "echo one; read -r x"])
    async let second = TmuxSession.start(command: ["sh", "-c", "echo two; read -r x"])
    let sessions = try await [first, second]
    defer {
      for session in sessions { session.kill() }
    }
    #expect(sessions[0].serverArguments != sessions[1].serverArguments)
    try await sessions[0].waitFor(text: "one")
    try await sessions[1].waitFor(text: "two")
    #expect(try await !sessions[0].capture().contains("two"))
  }
}

/// Finding the package's executables from inside the test runner.
@Suite("TmuxSession.builtProduct", .timeLimit(.minutes(3)))
struct BuiltProductTests {
  /// The launcher is built next to the test runner; unknown names are not found.
  @Test func findsTheLauncherNextToTheTestRunner() throws {
    let launcher = try #require(BuiltProduct.named("cairn-apps"))
    #expect(launcher.lastPathComponent == "cairn-apps")
    #expect(BuiltProduct.named("no-such-product") == nil)
  }
}
