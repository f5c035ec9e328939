import CairnTerminal
import DimoTestSupport
import Testing

@Suite(.timeLimit(.minutes(3)))
@MainActor
struct TabTerminalTests {
  @Test func theTabBarShowsTheFourKoreanTitlesAndTheSettingList() async throws {
    try await withBackend { backend in
      let app = try DimoTerminalApp(backend: backend)
      _ = try await backend.signUp(through: app.data.auth)
      let screen = app.start()
      await screen.waitForText("마이모멘텀")
      for title in ["홈", "투표", "설정"] { #expect(screen.text.contains(title)) }
      screen.press(.char("2"))
      await screen.waitForText("Dig me!")
      screen.press(.char("4"))
      await screen.waitForText("내 정보 변경")
      app.quit()
    }
  }
}
