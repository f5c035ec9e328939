import CairnTerminal
import DimoDomain
import DimoTestSupport
import Testing

@Suite("The auth screens on a virtual terminal", .timeLimit(.minutes(3)))
@MainActor
struct AuthTerminalTests {
  @Test func loginStartShowsTheDisabledSocialButtonsAndDimoLoginLogsIn() async throws {
    try await withBackend { backend in
      let app = try DimoTerminalApp(backend: backend)
      let account = try await backend.signUp(through: app.data.auth)
      await app.data.session.logOut()
      let screen = app.start()
      await screen.waitForText("DIMO 아이디로 로그인")
      for text in ["카카오로 시작하기", "Google로 시작하기", "Apple로 시작하기", "소셜 로그인은", "회원가입"] {
        #expect(screen.text.contains(text), "\(text)")
      }
      screen.press(.enter)
      await screen.waitForText("DIMO가 처음이신가요?")
      screen.type(account.userID)
      screen.press(.tab)
      screen.type("wrong123!")
      #expect(!screen.text.contains("wrong123!"), "the password shows as dots")
      screen.press(.enter, .enter)
      await screen.waitForText("아이디 비밀번호를 확인해 주세요.")
      screen.press(.up, .ctrl("u"))
      screen.type(account.password)
      screen.press(.enter, .enter)
      await screen.waitForText("마이모멘텀")
      app.quit()
    }
  }

  @Test func anUnknownAccountShowsThePopup() async throws {
    try await withBackend { backend in
      let app = try DimoTerminalApp(backend: backend)
      let screen = app.start()
      await screen.waitForText("DIMO 아이디로 로그인")
      screen.press(.enter)
      await screen.waitForText("DIMO가 처음이신가요?")
      screen.type("nobody_here")
      screen.press(.tab)
      screen.type("dimo123!")
      screen.press(.enter, .enter)
      await screen.waitForText("존재하지 않는 회원정보")
      #expect(screen.text.contains("일치하는 회원 정보가 없습니다."))
      app.quit()
    }
  }

  @Test func theSignUpScreensFromTermsToJoinComplete() async throws {
    try await withBackend { backend in
      let app = try DimoTerminalApp(backend: backend)
      let screen = app.start(width: 80, height: 32)
      await screen.waitForText("DIMO 아이디로 로그인")
      screen.press(.down, .enter)
      await screen.waitForText("이용 약관에 동의해 주세요")
      for text in ["전체 동의하기", "(필수) 만 14세 이상", "(선택) 이벤트 앱 푸시 알림 동의"] {
        #expect(screen.text.contains(text))
      }
      screen.press(.enter)
      await screen.waitForText("[✓] (필수) DIMO 이용 약관")
      // "보기 ›" under the service terms: the whole text, then back with every box kept.
      screen.press(.tab, .tab, .tab, .enter)
      await screen.waitForText("제1조 (목적)")
      screen.press(.escape)
      await screen.waitForText("[✓] (필수) DIMO 이용 약관")
      #expect(screen.text.contains("[✓] (선택) 이벤트 앱 푸시 알림 동의"), "\(screen.text)")
      screen.press(.tab, .tab, .tab, .tab, .enter)
      await screen.waitForText("본인 인증해 주세요")
      screen.type("홍길동")
      screen.press(.tab, .enter)
      await screen.waitForText("통신사를 선택해 주세요")
      screen.press(.char("1"))
      await screen.waitForText("SKT")
      screen.press(.tab)
      screen.type("01055557777")
      await screen.waitForText("010-5555-7777")
      screen.press(.tab, .enter)
      await screen.waitForText("3:00")
      #expect(screen.text.contains("인증 번호를 발송했어요"))
      app.ticks.tick()
      await screen.waitForText("2:59")
      screen.press(.tab)
      screen.type("000000")
      screen.press(.tab, .enter)
      await screen.waitForText("인증 번호가 올바르지 않습니다.")
      screen.press(.up, .ctrl("u"))
      screen.type(try backend.lastCode(to: "010-5555-7777"))
      screen.press(.tab, .enter)
      await screen.waitForText("아이디를 입력해주세요")
      screen.type("terminal_user")
      screen.press(.tab, .enter)
      await screen.waitForText("사용 가능한 아이디입니다.")
      screen.press(.tab, .enter)
      await screen.waitForText("비밀번호를 입력해 주세요")
      #expect(screen.text.contains("숫자, 문자, 특수문자 포함 총 8글자 이상"))
      screen.type("dimo123!")
      screen.press(.tab)
      screen.type("dimo123?")
      await screen.waitForText("비밀번호가 일치하지 않습니다.")
      screen.press(.backspace)
      screen.type("!")
      screen.press(.tab, .enter)
      await screen.waitForText("닉네임을 입력해 주세요")
      screen.type("밤")
      await screen.waitForText("두 글자 이상 입력해주세요.")
      screen.type("샘덕후")  // a sample user's nickname: the sign-up comes back here
      screen.press(.tab, .enter)
      await screen.waitForText("당신의 MBTI는 무엇인가요?")
      #expect(screen.text.contains("외향형 E") && screen.text.contains("인식형 P"))
      // The pairs in the original's order, N before S as in Dig, and the footer says so.
      let (intuition, sensing) = (screen.position(of: "직관형 N"), screen.position(of: "감각형 S"))
      #expect(intuition != nil && (intuition?.row ?? 0) < (sensing?.row ?? 0), "\(screen.text)")
      #expect(screen.lines.last?.contains("E/I N/S T/F J/P 고르기") == true, "\(screen.text)")
      for key in "enfp" { screen.press(.char(key)) }
      await screen.waitForText("● 인식형 P")
      let toNext: [KeyEvent] = Array(repeating: .down, count: 9) + [.enter]
      for key in toNext { screen.press(key) }
      await screen.waitForText("중복된 닉네임이 존재합니다.")
      // The field has the focus again: typing changes the nickname, not a disabled button.
      screen.type("2")
      await screen.waitForText("밤샘덕후2")
      screen.press(.tab, .enter)
      await screen.waitForText("당신의 MBTI는 무엇인가요?")
      #expect(screen.text.contains("● 인식형 P"), "the type chosen before is kept")
      for key in toNext { screen.press(key) }
      await screen.waitForText("회원가입을 완료했어요")
      screen.press(.enter)
      await screen.waitForText("마이모멘텀")
      app.quit()
    }
  }
}
