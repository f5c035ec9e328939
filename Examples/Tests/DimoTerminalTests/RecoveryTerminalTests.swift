import CairnTerminal
import DimoData
import DimoPresentation
import DimoTestSupport
import Testing

/// Finding one's id and password on a virtual terminal, against a real DIMO server: FindID with
/// the SMS code, NotificationID, FindPW with its own code, and SendMessage, driven by keys.
@Suite(.timeLimit(.minutes(3)))
@MainActor
struct RecoveryTerminalTests {
  @Test func findIDShowsTheIDThenFindPWSendsAOneTimePassword() async throws {
    try await withBackend { backend in
      let app = try DimoTerminalApp(backend: backend)
      let account = try await backend.signUp(through: app.data.auth)
      await app.data.session.logOut()
      let digits = account.phone.filter(\.isNumber)
      let screen = app.start(width: 80, height: 32)
      await screen.waitForText("DIMO 아이디로 로그인")
      screen.press(.enter)
      await screen.waitForText("DIMO가 처음이신가요?")
      // 로그인 stays disabled with empty fields: Tab, Tab reaches 아이디 찾기.
      screen.press(.tab, .tab, .enter)
      await screen.waitForText(DimoStrings.findUserIDTitle)
      screen.type("테스트")
      screen.press(.tab, .enter)
      await screen.waitForText("통신사를 선택해 주세요")
      screen.press(.char("1"))
      await screen.waitForText("SKT")
      screen.press(.tab)
      screen.type(digits)
      await screen.waitForText(account.phone)
      screen.press(.tab, .enter)
      await screen.waitForText("인증 번호를 발송했어요")
      screen.press(.tab)
      screen.type(try backend.lastCode(to: account.phone))
      screen.press(.tab, .enter)
      // NotificationID: the id, then 비밀번호 찾기.
      await screen.waitForText("테스트님의 아이디는")
      #expect(screen.text.contains(account.userID))
      screen.press(.enter)
      await screen.waitForText(DimoStrings.findPasswordTitle)
      screen.type("테스트")
      screen.press(.tab)
      screen.type(account.userID)
      screen.press(.tab, .enter)
      await screen.waitForText("통신사를 선택해 주세요")
      screen.press(.char("1"))
      await screen.waitForText("SKT")
      screen.press(.tab)
      screen.type(digits)
      // 인증요청, then the code sent to the account's phone.
      screen.press(.tab, .enter)
      // The countdown shows with the code field (FindID's toast may still say a code was sent).
      await screen.waitForText("3:00")
      screen.press(.tab)
      screen.type(try backend.lastCode(to: account.phone))
      screen.press(.tab, .enter)
      // SendMessage, then back to LoginStart.
      await screen.waitForText("일회용 비밀번호를 보냈어요")
      screen.press(.enter)
      await screen.waitForText("DIMO 아이디로 로그인")
      app.quit()
    }
  }
}
