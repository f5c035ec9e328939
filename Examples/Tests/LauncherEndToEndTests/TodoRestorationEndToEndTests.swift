import CairnNavigation
import Foundation
import ProcessTestSupport
import Testing

/// Quitting with a sheet open and starting again, in a real terminal: the sheet comes back
/// with what was typed in it.
extension TodoEndToEndTests {
  // snippet: e2e-todo-restoration
  @Test func quitWithTheFormOpenAndRelaunchShowsTheDraftAgain() async throws {
    let folder = try makeDataFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let command = [try launcher().path, "--app", "todo", "--data-dir", folder.path]

    let first = try await TmuxSession.start(command: command, width: 80, height: 24)
    defer { first.kill() }
    try await first.waitFor(text: "TODO (0)")
    try await first.sendKeys("n")
    try await first.waitFor(text: "Done (^S)")
    try await first.type("저장 안 한 제목")
    try await first.sendKeys("Tab")
    try await first.type("적어 둔 내용")
    try await first.waitFor(text: "적어 둔 내용")
    try await first.sendKeys("C-c")  // quits at once, with the sheet open and nothing saved
    #expect(try await first.waitForExit() == 0)
    #expect(FileManager.default.fileExists(atPath: folder.path + "/todo/navigation.json"))

    let second = try await TmuxSession.start(command: command, width: 80, height: 24)
    defer { second.kill() }
    try await second.waitUntil("the form back with its draft") {
      $0.contains("Done (^S)") && $0.contains("저장 안 한 제목") && $0.contains("적어 둔 내용")
    }
    try await second.sendKeys("C-s")
    try await second.waitUntil("the draft saved into the list") {
      $0.contains("TODO (1)") && $0.contains("저장 안 한 제목") && !$0.contains("Done (^S)")
    }
    try await second.sendKeys("q")
    #expect(try await second.waitForExit() == 0)
  }
  // end-snippet

  /// The notice itself is a toast that goes after a few seconds; `SavedNavigationTests` pins
  /// its words. Here: the app starts on its list and writes a sound file when it quits.
  @Test func aDamagedNavigationFileStartsTheAppFreshAndIsReplaced() async throws {
    let folder = try makeDataFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let appFolder = folder.appendingPathComponent("todo")
    try FileManager.default.createDirectory(at: appFolder, withIntermediateDirectories: true)
    try Data("{ not json".utf8).write(to: appFolder.appendingPathComponent("navigation.json"))

    let tmux = try await TmuxSession.start(
      command: [try launcher().path, "--app", "todo", "--data-dir", folder.path],
      width: 100, height: 24)
    defer { tmux.kill() }
    try await tmux.waitFor(text: "TODO (0)")
    try await tmux.sendKeys("q")
    #expect(try await tmux.waitForExit() == 0)
    let rewritten = try Data(contentsOf: appFolder.appendingPathComponent("navigation.json"))
    let restoration = try NavigationRestoration(json: rewritten)
    #expect(restoration.links.map(\.absoluteString) == ["cairn://todo"])
  }
}
