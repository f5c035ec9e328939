import Foundation
import Testing

/// The Project Manager board in a real terminal (tmux), syncing with the server `cairn-apps`
/// starts in-process, on the same SQLite file the command line uses.
@Suite(
  "Project Manager in a real terminal", .enabled(if: TmuxSession.isTmuxAvailable),
  .timeLimit(.minutes(2)))
struct PMEndToEndTests {
  @Test func createMoveSyncAndQuit() async throws {
    let cli = PMCommandLine()
    defer { cli.remove() }
    let added = try await cli.run("add", "--title", "지난 일", "--due", "2020-01-01")
    #expect(added.status == 0, "\(added.errorOutput)")

    let tmux = try await TmuxSession.start(
      command: [try PMCommandLine.launcher().path, "--app", "pm", "--data-dir", cli.folder.path],
      width: 100, height: 30)
    defer { tmux.kill() }
    let board = try await tmux.screen(showing: "TODO 1")
    #expect(board.contains("DOING 0") && board.contains("DONE 0"))
    #expect(board.contains("2020. 1. 1."))
    #expect(board.contains("지금은 할 일이 없어요 😅"))
    try await tmux.waitFor(text: "동기화됨")

    try await tmux.sendKeys("n")
    try await tmux.waitFor(text: "새 할 일")
    try await tmux.type("터미널에서 만든 일")
    try await tmux.sendKeys("Tab")
    try await tmux.type("본문")
    try await tmux.waitFor(text: "2/1000")
    try await tmux.sendKeys("C-s")
    try await tmux.waitFor(text: "TODO 2")

    // Another process writes the same database while the board is open.
    #expect(try await cli.run("add", "--title", "다른 터미널에서", "--due", "2030-01-01").status == 0)
    try await tmux.waitFor(text: "TODO 3")
    try await tmux.waitFor(text: "다른 터미널에서")

    // The overdue work sorts first; move it to DOING through the action sheet.
    try await tmux.sendKeys("m")
    try await tmux.waitFor(text: "Move to DOING")
    try await tmux.sendKeys("Enter")
    try await tmux.waitFor(text: "DOING 1")
    try await tmux.waitFor(text: "동기화됨")

    try await tmux.sendKeys("q")
    #expect(try await tmux.waitForExit() == 0)
    #expect(try await tmux.isTTYInCookedMode())

    let works = try await cli.list()
    #expect(
      Set(works.compactMap { work in work["title"].map { "\($0) \(work["state"] ?? "")" } })
        == ["지난 일 doing", "터미널에서 만든 일 todo", "다른 터미널에서 todo"])
    let status = try await cli.run("status", "--json")
    #expect(status.output.contains(#""state" : "synced""#), "\(status.output)")
  }

  @Test func aDamagedDatabaseIsMovedAsideAndTheAppSaysWhereUntilAnswered() async throws {
    let cli = PMCommandLine()
    defer { cli.remove() }
    let appFolder = cli.folder.appendingPathComponent("pm")
    try FileManager.default.createDirectory(at: appFolder, withIntermediateDirectories: true)
    let garbage = Data(repeating: 0x42, count: 4_096)
    let file = appFolder.appendingPathComponent("pm.sqlite")
    try garbage.write(to: file)

    let tmux = try await TmuxSession.start(
      command: [try PMCommandLine.launcher().path, "--app", "pm", "--data-dir", cli.folder.path],
      width: 100, height: 30)
    defer { tmux.kill() }
    try await tmux.waitFor(text: "저장된 데이터를 읽을 수 없었어요")
    // The path may wrap anywhere at 100 columns: read the screen as one line.
    #expect(try await tmux.capture().replacing("\n", with: "").contains("pm.sqlite.damaged-"))
    let names = try FileManager.default.contentsOfDirectory(atPath: appFolder.path)
    let aside = try #require(
      names.first {
        $0.hasPrefix("pm.sqlite.damaged-") && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm")
      })
    #expect(try Data(contentsOf: appFolder.appendingPathComponent(aside)) == garbage)
  }

}
