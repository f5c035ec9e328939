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

    try await logOut(in: tmux)
    try await logIn(in: tmux, userID: "tmux_user1")
    let session = folder.appendingPathComponent("dimo/session.json").path
    let mode = try FileManager.default.attributesOfItem(atPath: session)[.posixPermissions]
    #expect((mode as? NSNumber)?.intValue == 0o600)

    try await tmux.sendKeys("q")
    try await tmux.expectQuitCleanly()
  }
}
