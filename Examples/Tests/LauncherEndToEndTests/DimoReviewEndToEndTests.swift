import Foundation
import ProcessTestSupport
import Testing

/// The DIMO app's Home half in a real terminal (tmux), on the server `cairn-apps` starts
/// in-process: sign up with a Hangul nickname, open a work and one of its characters, write a
/// spoiler review in the modal, find it on top of the feed, like it, comment on it, and quit
/// with the terminal restored.
// .ci/run installs tmux, so CI always runs it; a machine without tmux skips it, saying so.
@Suite(
  "DIMO's reviews in a real terminal", .enabled(if: TmuxSession.isTmuxAvailable),
  .timeLimit(.minutes(4)))
struct DimoReviewEndToEndTests {
  @Test func aSpoilerReviewWrittenLikedAndCommentedOn() async throws {
    let launcher = try #require(BuiltProduct.named("cairn-apps"), "swift test builds cairn-apps")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("cairn-e2e-dimo-review-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let tmux = try await TmuxSession.start(
      command: [launcher.path, "--app", "dimo", "--data-dir", folder.path], width: 90, height: 40)
    defer { tmux.kill() }
    try await signUp(
      in: tmux, launcher: launcher, folder: folder, userID: "tmux_review1", nickname: "스포왕",
      phone: "01013572468")

    // Home: Enter opens the first work once the sections on screen have loaded.
    try await tmux.waitUntil(timeout: .seconds(30), "Home's sections loaded") {
      $0.contains("Today's DIMO") && !$0.contains("불러오는 중")
    }
    try await tmux.sendKeys("Enter")
    try await tmux.waitFor(text: "줄거리")
    // Tab moves to the characters; Enter opens the first.
    try await tmux.sendKeys("Tab", "Enter")
    try await tmux.waitFor(text: "[피드]")

    // The write modal: the text, Tab to "스포일러 포함", Space, Ctrl-S.
    try await tmux.sendKeys("n")
    try await tmux.waitFor(text: "에 대한 생각을 자유롭게 남겨 주세요")
    try await tmux.type("터미널에서 쓴 스포 리뷰")
    try await tmux.sendKeys("Tab", "Space", "C-s")
    // Back on the feed without a refresh, the new review on top, its spoiler hidden.
    try await tmux.waitFor(text: "스포일러가 포함된 리뷰입니다.")
    try await tmux.waitFor(text: "스포왕")

    try await tmux.sendKeys("Enter")
    try await tmux.waitFor(text: "[스포주의]")
    try await tmux.waitFor(text: "터미널에서 쓴 스포 리뷰")
    try await tmux.sendKeys("l")
    try await tmux.waitFor(text: "♥ 좋아요")
    try await tmux.sendKeys("Tab")
    try await tmux.type("댓글도 남겨요")
    try await tmux.sendKeys("Enter")
    try await tmux.waitFor(text: "댓글도 남겨요  ♡ 좋아요 0")

    // Back to the feed: one like, one comment, one view.
    try await tmux.sendKeys("Escape", "Escape")
    // The author's own views never count: 조회 stays 0.
    try await tmux.waitFor(text: "좋아요 1  |  댓글 1  |  조회 0")
    try await tmux.sendKeys("Escape")
    try await tmux.waitFor(text: "줄거리")
    try await tmux.sendKeys("Escape")
    try await tmux.waitFor(text: "Today's DIMO")
    try await tmux.sendKeys("q")
    try await tmux.expectQuitCleanly()
  }
}
