import Foundation
import ProcessTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The real `cairn-apps` binary in a real terminal (tmux): what a person does, key by key.
@Suite(
  "cairn-apps in a real terminal", .enabled(if: TmuxSession.isTmuxAvailable),
  .timeLimit(.minutes(2)))
struct TodoEndToEndTests {
  func launcher() throws -> URL {
    try #require(BuiltProduct.named("cairn-apps"), "swift test builds cairn-apps")
  }

  func makeDataFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("cairn-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  private func storedTodos(in folder: URL) throws -> String {
    let file = folder.appendingPathComponent("todo/todos.json")
    return String(decoding: try Data(contentsOf: file), as: UTF8.self)
  }

  @Test func addEditMoveDeleteResizeAndQuitRestoresTheTerminal() async throws {
    let folder = try makeDataFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // snippet: e2e-todo-add
    let tmux = try await TmuxSession.start(
      command: [try launcher().path, "--app", "todo", "--data-dir", folder.path],
      width: 80, height: 24)
    defer { tmux.kill() }

    try await tmux.waitFor(text: "TODO (0)")
    #expect(try await tmux.paneModes().alternateScreen)

    // Add, with a Hangul title: n, type, Tab to the content, Ctrl-S.
    try await tmux.sendKeys("n")
    try await tmux.waitFor(text: "Done (^S)")
    try await tmux.type("장보기 목록")
    try await tmux.sendKeys("Tab")
    try await tmux.type("두부와 김치")
    try await tmux.sendKeys("C-s")
    try await tmux.waitUntil("the new todo in TODO") {
      $0.contains("TODO (1)") && $0.contains("장보기 목록") && !$0.contains("Done (^S)")
    }
    #expect(try storedTodos(in: folder).contains("장보기 목록"))
    // end-snippet

    // Edit: e unlocks the form, End, type, Ctrl-S.
    try await tmux.sendKeys("e")
    try await tmux.waitFor(text: "Done (^S)")
    try await tmux.sendKeys("End")
    try await tmux.type(" 완료")
    try await tmux.sendKeys("C-s")
    try await tmux.waitUntil("the edited title in the list") {
      $0.contains("장보기 목록 완료") && !$0.contains("Done (^S)")
    }
    #expect(try storedTodos(in: folder).contains("장보기 목록 완료"))

    // Move to DOING through the action sheet.
    try await tmux.sendKeys("m")
    try await tmux.waitFor(text: "1 Move to DOING")
    try await tmux.sendKeys("Enter")
    try await tmux.waitFor(text: "DOING (1)")
    #expect(try storedTodos(in: folder).contains(#""state" : "doing""#))

    // Delete after the confirmation.
    try await tmux.sendKeys("d")
    try await tmux.waitFor(text: "할 일을 삭제할까요?")
    try await tmux.sendKeys("Right", "Enter")
    try await tmux.waitUntil("the todo gone") { $0.contains("DOING (0)") && !$0.contains("삭제할까요") }
    #expect(!(try storedTodos(in: folder).contains("장보기")))

    // Resize: the screen is laid out again at once.
    try await tmux.resize(width: 100, height: 30)
    try await tmux.waitUntil("the rule spans 100 columns") { screen in
      TmuxSession.rows(of: screen).contains(String(repeating: "─", count: 100))
    }

    // snippet: e2e-todo-quit
    // Quit: the terminal is back to normal.
    try await tmux.sendKeys("q")
    #expect(try await tmux.waitForExit() == 0)
    let modes = try await tmux.paneModes()
    #expect(!modes.alternateScreen, "out of the alternate screen")
    #expect(modes.cursorVisible, "cursor shown again")
    let stty = try await tmux.sttyReport()
    #expect(try await tmux.isTTYInCookedMode(), "tty back in normal mode: \(stty)")
    // end-snippet
  }

  @Test func theHomeScreenListsEveryAppAndReturnsAfterAnAppQuits() async throws {
    let folder = try makeDataFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let tmux = try await TmuxSession.start(
      command: [try launcher().path, "--data-dir", folder.path], width: 80, height: 24)
    defer { tmux.kill() }

    let home = try await tmux.screen(showing: "Cairn 레퍼런스 앱")
    for app in ["TodoList", "Project Manager", "Onban", "BookKitty", "DIMO"] {
      #expect(home.contains(app))
    }
    #expect(!home.contains("준비 중"), "every app is available")

    try await tmux.sendKeys("Enter")
    try await tmux.waitFor(text: "TODO (0)")
    try await tmux.sendKeys("q")
    try await tmux.waitFor(text: "Cairn 레퍼런스 앱")
    try await tmux.sendKeys("q")
    #expect(try await tmux.waitForExit() == 0)
    #expect(try await tmux.isTTYInCookedMode())
  }

  @Test func withoutATerminalItSaysSoAndExitsWithStatus2() async throws {
    let result = try await Subprocess.run([try launcher().path, "--app", "todo"])
    #expect(result.status == 2)
    #expect(result.errorOutput.split(separator: "\n").count == 1)
    #expect(result.errorOutput.contains("needs an interactive terminal"))
  }

  @Test func anAppWithoutATerminalIsAClearErrorNotAScreen() async throws {
    let result = try await Subprocess.run([try launcher().path, "--app", "dimo"])
    #expect(result.status != 0)
    #expect(result.errorOutput.contains("needs an interactive terminal"))
  }
}

@Suite(
  "cairn-apps restores the terminal when killed", .enabled(if: TmuxSession.isTmuxAvailable),
  .timeLimit(.minutes(3)))
struct SignalRestoreTests {
  @Test(arguments: [(SIGTERM, Int32(143)), (SIGINT, Int32(130))])
  func aSignalRestoresTheTerminal(signal: Int32, status: Int32) async throws {
    let launcher = try #require(BuiltProduct.named("cairn-apps"))
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("cairn-e2e-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let tmux = try await TmuxSession.start(
      command: [launcher.path, "--app", "todo", "--data-dir", folder.path], width: 80, height: 24)
    defer { tmux.kill() }
    try await tmux.waitFor(text: "TODO (0)")
    #expect(try await !tmux.isTTYInCookedMode())

    try await tmux.sendSignalToProgram(signal)
    #expect(try await tmux.waitForExit() == status)
    let modes = try await tmux.paneModes()
    #expect(!modes.alternateScreen && modes.cursorVisible)
    #expect(try await tmux.isTTYInCookedMode())
  }
}
