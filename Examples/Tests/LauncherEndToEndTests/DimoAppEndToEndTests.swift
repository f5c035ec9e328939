import Foundation
import ProcessTestSupport
import Testing

/// The DIMO app in a real terminal (tmux), on the server `cairn-apps` starts in-process: a
/// sign-up with the SMS code read from `cairn-apps dimo codes`, a logout and a login again.
// .ci/run installs tmux, so CI always runs it; a machine without tmux skips it, saying so.
@Suite(
  "DIMO in a real terminal", .enabled(if: TmuxSession.isTmuxAvailable),
  .timeLimit(.minutes(3)))
struct DimoAppEndToEndTests {
  @Test func signUpWithAHangulNicknameLogOutAndLogInAgain() async throws {
    let launcher = try #require(BuiltProduct.named("cairn-apps"), "swift test builds cairn-apps")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("cairn-e2e-dimo-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let tmux = try await TmuxSession.start(
      command: [launcher.path, "--app", "dimo", "--data-dir", folder.path], width: 90, height: 32)
    defer { tmux.kill() }

    try await signUp(
      in: tmux, launcher: launcher, folder: folder, userID: "tmux_user1", nickname: "모멘텀짱",
      phone: "01024681357")

    try await tmux.sendKeys("4")
    try await tmux.waitFor(text: "내 정보 변경")
    try await tmux.sendKeys("Enter")
    try await tmux.waitFor(text: "로그아웃")
    try await tmux.sendKeys("Down", "Down", "Enter")
    try await tmux.waitFor(text: "DIMO 아이디로 로그인")
    try await tmux.sendKeys("Enter")
    try await tmux.waitFor(text: "DIMO가 처음이신가요?")
    try await tmux.type("tmux_user1")
    try await tmux.sendKeys("Tab")
    try await tmux.type("dimo123!")
    try await tmux.sendKeys("Enter", "Enter")
    try await tmux.waitFor(text: "마이모멘텀")
    let session = folder.appendingPathComponent("dimo/session.json").path
    let mode = try FileManager.default.attributesOfItem(atPath: session)[.posixPermissions]
    #expect((mode as? NSNumber)?.intValue == 0o600)

    try await tmux.sendKeys("q")
    #expect(try await tmux.waitForExit() == 0)
    let stty = try tmux.sttyReport()
    #expect(try tmux.isTTYInCookedMode(), "tty back in normal mode: \(stty)")
  }
}
