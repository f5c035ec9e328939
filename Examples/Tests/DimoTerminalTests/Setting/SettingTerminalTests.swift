import CairnPresentation
import CairnTerminal
import CairnTerminalTesting
import DimoDomain
import DimoPresentation
import DimoTestSupport
import Foundation
import Testing

/// The Setting tab's screens on a virtual terminal, against a real DIMO server: the list, the
/// documents (scrolling), the FAQ (Enter opens and closes), the notices, and the forms.
@Suite(.timeLimit(.minutes(5)))
@MainActor
struct SettingTerminalTests {
  /// Signs up, starts the app on a terminal and opens the Setting tab.
  private func openSettings(_ app: DimoTerminalApp, height: Int = 40) async throws
    -> TerminalHarness
  {
    _ = try await app.backend.signUp(through: app.data.auth)
    let screen = app.start(width: 80, height: height)
    await screen.waitForText("마이모멘텀")
    screen.press(.char("4"))
    await screen.waitForText("내 정보 변경")
    return screen
  }

  /// Moves the list's cursor from the top to row `index` and opens it.
  private func openRow(_ index: Int, on screen: TerminalHarness) {
    for _ in 0..<index { screen.press(.down) }
    screen.press(.enter)
  }

  @Test func theListAndItsDocumentsScroll() async throws {
    try await withBackend { backend in
      let app = try DimoTerminalApp(backend: backend)
      let screen = try await openSettings(app, height: 30)
      for text in [
        "계정 설정", "MBTI 변경", "고객센터", "공지사항", "자주 묻는 질문", "1:1 문의", "기타",
        "개인정보 처리방침", "오픈소스 라이선스", "버전 정보",
      ] {
        #expect(screen.text.contains(text), "the list shows \(text)")
      }
      openRow(6, on: screen)
      await screen.waitForText("제1조 (목적)")
      #expect(!screen.text.contains("[부칙]"))
      for _ in 0..<6 { screen.press(.pageDown) }
      await screen.waitForText("[부칙]")
      screen.press(.escape)
      await screen.waitForText("자주 묻는 질문")
      screen.press(.down, .enter)
      await screen.waitForText("시행일자 : 2026-11-01")
      screen.press(.escape, .down, .down, .enter)
      await screen.waitForText("DIMO \(CairnVersion.current)")
      #expect(screen.text.contains("Swift 6"))
      screen.press(.escape, .up, .enter)
      await screen.waitForText("오픈소스 패키지를 사용해요")
      #expect(screen.text.contains("async-http-client 1."))
      screen.press(.pageDown)
      await screen.waitForText("License")
      app.quit()
    }
  }

  @Test func theFAQOpensAndClosesAnswersAndTheNoticesOpen() async throws {
    try await withBackend { backend in
      let app = try DimoTerminalApp(backend: backend)
      let screen = try await openSettings(app)
      openRow(3, on: screen)
      await screen.waitForText("Q. DIMO는 어떤 서비스인가요?")
      #expect(screen.text.contains("Q. DIMO에서 탈퇴하고 싶어요."))
      #expect(!screen.text.contains("함께 추측하고"))
      screen.press(.enter)
      await screen.waitForText("함께 추측하고")
      screen.press(.enter)
      await screen.waitUntil("the answer closed") { !$0.contains("함께 추측하고") }
      screen.press(.escape)
      await screen.waitForText("계정 설정")
      screen.press(.up, .enter)
      await screen.waitForText("닉네임과 MBTI는 한 달에 한 번 바꿀 수 있어요")
      #expect(screen.text.contains("DIMO에 오신 것을 환영해요"))
      #expect(screen.text.contains("2026.02.01"))
      screen.press(.enter)
      await screen.waitForText("마지막으로 바꾼 날부터 30일")
      app.quit()
    }
  }

  @Test func theNicknameAndPasswordForms() async throws {
    try await withBackend { backend in
      let app = try DimoTerminalApp(backend: backend)
      let screen = try await openSettings(app)
      screen.press(.enter)
      await screen.waitForText("회원탈퇴")
      for text in ["닉네임 변경", "비밀번호 변경", "로그아웃"] { #expect(screen.text.contains(text)) }
      screen.press(.enter)
      await screen.waitForText("마지막 변경일 : 변경 기록이 없어요")
      #expect(screen.text.contains("한 달에 한번만 변경할 수 있어요"))
      screen.type("가")
      await screen.waitForText("두 글자 이상 입력해주세요.")
      screen.type("나다")
      await screen.waitForText("사용 가능한 닉네임입니다.")
      screen.press(.tab, .enter)
      await screen.waitForText("닉네임을 변경할까요?")
      #expect(screen.text.contains("한 번 설정한 닉네임은 한 달 동안"))
      screen.press(.char("2"))
      await screen.waitForText("변경을 완료했어요")
      await screen.waitForText("비밀번호 변경")
      screen.press(.enter)
      await screen.waitForText("닉네임은 한 달에 한 번만 변경할 수 있습니다.")
      screen.press(.escape)
      await screen.waitForText("회원탈퇴")

      screen.press(.down, .enter)
      await screen.waitForText("숫자, 문자, 특수문자 포함 총 8글자 이상")
      screen.type("dimo123!")
      screen.press(.tab)
      screen.type("dimo123!")
      await screen.waitForText("기존과 동일한 비밀번호로 변경할 수 없습니다")
      #expect(!screen.text.contains("dimo123!"), "passwords show as dots")
      app.quit()
    }
  }

  @Test func theMBTIAndWithdrawalScreensEndAtTheLogin() async throws {
    try await withBackend { backend in
      let app = try DimoTerminalApp(backend: backend)
      let screen = try await openSettings(app, height: 44)
      openRow(1, on: screen)
      await screen.waitForText("한 달에 한 번만 변경할 수 있어요")
      #expect(screen.text.contains("마지막 변경일: 변경 기록이 없어요"))
      #expect(screen.text.contains("● 외향형 E"))
      let (intuition, sensing) = (screen.position(of: "직관형 N"), screen.position(of: "감각형 S"))
      #expect(intuition != nil && (intuition?.row ?? 0) < (sensing?.row ?? 0), "N before S")
      #expect(screen.lines.last?.contains("E/I N/S T/F J/P 고르기") == true, "\(screen.text)")
      #expect(screen.text.contains("지금과 같은 MBTI예요"))
      screen.press(.char("i"))
      await screen.waitForText("● 내향형 I")
      for _ in 0..<9 { screen.press(.down) }
      screen.press(.enter)
      await screen.waitForText("변경을 완료했어요")
      await screen.waitForText("고객센터")
      // The list's row now says when the next change is allowed.
      let lock = ChangeLock(until: backend.clock.now.addingTimeInterval(DimoRules.changeInterval))
      await screen.waitForText("▸ MBTI 변경 · \(DimoStrings.changeLocked(lock))")

      screen.press(.up, .enter)
      await screen.waitForText("회원탈퇴")
      screen.press(.down, .down, .down, .enter)
      await screen.waitForText("정말 떠나시나요?")
      #expect(screen.text.contains("0/100"))
      screen.press(.down, .enter)
      await screen.waitForText("(●) 서비스 불만족")
      screen.press(.tab)
      screen.type("알림이 너무 많아요")
      await screen.waitForText("10/100")
      #expect(screen.text.components(separatedBy: "10/100").count == 2, "one count, not two")
      screen.press(.ctrl("s"))
      await screen.waitForText("정말 탈퇴하시나요?")
      screen.press(.char("2"))
      await screen.waitForText("탈퇴가 완료되었어요")
      app.quit()
    }
  }

  @Test func theCharacterRequestAndInquiryForms() async throws {
    try await withBackend { backend in
      let app = try DimoTerminalApp(backend: backend)
      let screen = try await openSettings(app, height: 44)
      openRow(5, on: screen)
      await screen.waitForText("찾고 있는 캐릭터가 없으신가요?")
      #expect(screen.text.contains("● 애니") && screen.text.contains("○ 영화"))
      screen.press(.down, .enter)
      await screen.waitForText("● 영화")
      screen.press(.down)
      screen.type("인사이드 아웃")
      screen.press(.down)
      screen.type("버럭이")
      screen.press(.down, .enter)
      await screen.waitForText("요청을 완료했어요")
      await screen.waitForText("고객센터")
      let stored = try await backend.number(
        "SELECT COUNT(*) AS n FROM request_character WHERE character_name = '버럭이'")
      #expect(stored == 1)

      screen.press(.up, .enter)
      await screen.waitForText("아직 보낸 문의가 없어요")
      screen.press(.down, .down, .down, .down, .enter)
      await screen.waitForText("● 기타")
      screen.press(.down)
      screen.type("다크 모드를 지원해 주세요")
      await screen.waitForText("14/1000")
      #expect(screen.text.components(separatedBy: "14/1000").count == 2, "one count, not two")
      screen.press(.down, .enter)
      await screen.waitForText("문의를 보냈어요")
      await screen.waitForText("[기타]")
      app.quit()
    }
  }
}
