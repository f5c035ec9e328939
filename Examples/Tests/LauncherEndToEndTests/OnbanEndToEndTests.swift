import Foundation
import ProcessTestSupport
import Testing

/// Onban in a real terminal (tmux), against the server `cairn-apps` starts in-process.
@Suite(
  "Onban in a real terminal", .enabled(if: TmuxSession.isTmuxAvailable),
  .timeLimit(.minutes(2)))
struct OnbanEndToEndTests {
  @Test func browseOrderGoBackSwitchTabsAndQuit() async throws {
    let launcher = try #require(
      BuiltProduct.named("cairn-apps"), "swift test builds cairn-apps")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("cairn-e2e-onban-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let tmux = try await TmuxSession.start(
      command: [launcher.path, "--app", "onban", "--data-dir", folder.path],
      width: 100, height: 30)
    defer { tmux.kill() }

    try await tmux.waitFor(text: "모두가 좋아하는 든든한 메인 요리")
    try await tmux.waitFor(text: "오리 주물럭_반조리")
    try await tmux.sendKeys("Enter")
    try await tmux.waitFor(text: "총 주문금액")
    try await tmux.sendKeys("+")
    try await tmux.waitFor(text: "25,280원")
    try await tmux.sendKeys("Enter")
    try await tmux.waitFor(text: "주문할까요?")
    try await tmux.sendKeys("2")
    let alert = try await tmux.screen(showing: "주문 완료")
    #expect(alert.contains("총 25,280원"), "the alert names the total")
    try await tmux.sendKeys("Enter")
    try await tmux.waitUntil("the alert dismissed") { !$0.contains("주문 완료") }
    try await tmux.sendKeys("Escape")
    try await tmux.waitUntil("back on the list") {
      $0.contains("모두가 좋아하는 든든한 메인 요리") && !$0.contains("총 주문금액")
    }
    try await tmux.sendKeys("2")
    try await tmux.waitFor(text: "정성이 담긴 뜨끈뜨끈 국물 요리")

    try await tmux.sendKeys("q")
    try await tmux.expectQuitCleanly()
  }

  /// Starts Onban in tmux with `environment` and waits for the first dish.
  private func startOnban(environment: [String: String]) async throws -> (TmuxSession, URL) {
    let launcher = try #require(
      BuiltProduct.named("cairn-apps"), "swift test builds cairn-apps")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("cairn-e2e-onban-\(UUID().uuidString)")
    let tmux = try await TmuxSession.start(
      command: [launcher.path, "--app", "onban", "--data-dir", folder.path],
      width: 100, height: 30, environment: environment)
    try await tmux.waitFor(text: "오리 주물럭_반조리")
    return (tmux, folder)
  }

  @Test func aTrueColorTerminalShowsThePhotosInHalfBlocks() async throws {
    let (tmux, folder) = try await startOnban(environment: ["COLORTERM": "truecolor"])
    defer {
      tmux.kill()
      try? FileManager.default.removeItem(at: folder)
    }
    try await tmux.waitUntil("every thumbnail on screen drawn") {
      $0.contains("▀") && !$0.contains("🖼")
    }
    let escapes = try await tmux.captureWithEscapes()
    #expect(escapes.contains("\u{1B}[38;2;"), "24-bit foregrounds reach the terminal")
    #expect(escapes.contains("\u{1B}[48;2;"), "24-bit backgrounds reach the terminal")
    try await tmux.sendKeys("q")
    #expect(try await tmux.waitForExit() == 0)
  }

  @Test func noColorNamesThePhotosInText() async throws {
    let (tmux, folder) = try await startOnban(environment: ["NO_COLOR": "1"])
    defer {
      tmux.kill()
      try? FileManager.default.removeItem(at: folder)
    }
    let screen = try await tmux.screen(showing: "🖼 오리 주물럭_반조리 160×120")
    #expect(!screen.contains("▀"), "no half blocks without colours")
    let escapes = try await tmux.captureWithEscapes()
    #expect(!escapes.contains("[38;"), "no colours at all under NO_COLOR")
    try await tmux.sendKeys("q")
    #expect(try await tmux.waitForExit() == 0)
  }
}
