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

    // Vote home, then Search (the second card).
    try await tmux.sendKeys("2")
    try await tmux.waitFor(text: "Dig me!  MBTI를 투표해 주세요")
    try await tmux.sendKeys("Down", "Enter")
    try await tmux.waitFor(text: "작품명 / 캐릭터명을 입력해 주세요")
    try await tmux.waitFor(text: "최근 검색어가 없어요")

    // A work by its title: its cast; Tab twice to the list, Enter opens Dig.
    try await tmux.type("귀멸")
    try await tmux.sendKeys("Enter")
    try await tmux.waitFor(text: "귀멸의 칼날")
    try await tmux.sendKeys("Tab", "Tab", "Enter")
    try await tmux.waitFor(text: "외향형 E")
    try await tmux.sendKeys("e", "n", "f", "j")
    try await tmux.waitFor(text: "● 판단형 J")
    try await tmux.sendKeys(
      "Down", "Down", "Down", "Down", "Down", "Down", "Down", "Down", "Down", "Enter")

    // The result: its bars and sentences.
    try await tmux.waitFor(text: "투표 결과")
    try await tmux.waitFor(text: "%가 ENFJ를 골랐어요")
    try await tmux.waitFor(text: "같은 작품 속 캐릭터 투표하기")

    // Back to the results (the character now voted), then the field cleared: the lists.
    try await tmux.sendKeys("Escape")
    try await tmux.waitFor(text: "✓ 투표 완료")
    try await tmux.sendKeys("BTab", "BTab", "BSpace", "BSpace")
    try await tmux.waitFor(text: "귀멸  ×")
    try await tmux.waitFor(text: "최근 본 캐릭터")
    try await tmux.waitFor(text: "전체삭제")
    try await tmux.sendKeys("Escape")
    try await tmux.waitFor(text: "지금 핫한 캐릭터")
    try await tmux.sendKeys("q")
    #expect(try await tmux.waitForExit() == 0)
    let stty = try tmux.sttyReport()
    #expect(try tmux.isTTYInCookedMode(), "tty back in normal mode: \(stty)")
  }
}
