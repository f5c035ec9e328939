import Foundation
import ProcessTestSupport
import Testing

/// A whole visit to the DIMO app in a real terminal (tmux), on the server `cairn-apps` starts
/// in-process: log in, search a work by its title, vote on one of its characters, see the
/// result and the recent lists, find the vote in My Momentum, change the MBTI in Setting (My
/// Momentum's header follows), and log out.
// .ci/run installs tmux, so CI always runs it; a machine without tmux skips it, saying so.
@Suite(
  "DIMO from login to logout in a real terminal", .enabled(if: TmuxSession.isTmuxAvailable),
  .timeLimit(.minutes(5)))
struct DimoJourneyEndToEndTests {
  @Test func logInVoteFindTheVoteInMyMomentumChangeTheMBTIAndLogOut() async throws {
    let launcher = try #require(BuiltProduct.named("cairn-apps"), "swift test builds cairn-apps")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("cairn-e2e-dimo-journey-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let tmux = try await TmuxSession.start(
      command: [launcher.path, "--app", "dimo", "--data-dir", folder.path], width: 90, height: 44)
    defer { tmux.kill() }
    // The account comes from the sign-up screens (it ends logged in); log out and in again.
    try await signUp(
      in: tmux, launcher: launcher, folder: folder, userID: "tmux_trip1", nickname: "여행자",
      phone: "01097531864")
    try await logOut(in: tmux)
    try await logIn(in: tmux, userID: "tmux_trip1")

    try await searchAWorkAndVoteENFJ(in: tmux)

    // My Momentum: the vote is in "Dig 완료한 캐릭터", with the work's title; the header has
    // the MBTI of the sign-up.
    try await tmux.sendKeys("3")
    try await tmux.waitFor(text: "Dig 완료한 캐릭터")
    try await tmux.waitFor(text: "내 투표 ENFJ")
    try await tmux.waitFor(text: "ENFP")

    // Setting › MBTI 변경: never changed, ENFP chosen; I, then "변경하기".
    try await tmux.sendKeys("4")
    try await tmux.waitFor(text: "내 정보 변경")
    try await tmux.sendKeys("Down", "Enter")
    try await tmux.waitFor(text: "마지막 변경일: 변경 기록이 없어요")
    try await pickMBTI("I", showing: "● 내향형 I", in: tmux)
    // The toast lasts two seconds; the screen closing itself stays.
    try await tmux.waitUntil("the change saved: its toast, or the list again") { screen in
      screen.contains("변경을 완료했어요")
        || (screen.contains("고객센터") && !screen.contains("마지막 변경일"))
    }

    // My Momentum's header follows when its tab is chosen again.
    try await tmux.sendKeys("3")
    try await tmux.waitFor(text: "INFP")

    try await logOut(in: tmux)
    try await tmux.sendKeys("q")
    try await tmux.expectQuitCleanly()
  }
}
