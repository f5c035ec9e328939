import Foundation
import ProcessTestSupport
import Testing

/// The DIMO app's Vote tab in a real terminal (tmux), on the server `cairn-apps` starts
/// in-process: sign up, search a work by its title, vote on one of its characters in Dig, see
/// the result, go back and find the keyword and the character in the recent lists, and quit
/// with the terminal restored.
// .ci/run installs tmux, so CI always runs it; a machine without tmux skips it, saying so.
@Suite(
  "DIMO's vote in a real terminal", .enabled(if: TmuxSession.isTmuxAvailable),
  .timeLimit(.minutes(4)))
struct DimoVoteEndToEndTests {
  @Test func searchAWorkVoteOnACharacterAndFindTheRecentLists() async throws {
    let launcher = try #require(BuiltProduct.named("cairn-apps"), "swift test builds cairn-apps")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("cairn-e2e-dimo-vote-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let tmux = try await TmuxSession.start(
      command: [launcher.path, "--app", "dimo", "--data-dir", folder.path], width: 90, height: 44)
    defer { tmux.kill() }
    try await signUp(
      in: tmux, launcher: launcher, folder: folder, userID: "tmux_vote1", nickname: "투표왕",
      phone: "01086420975")

    try await searchAWorkAndVoteENFJ(in: tmux)
    try await tmux.sendKeys("q")
    try await tmux.expectQuitCleanly()
  }
}
