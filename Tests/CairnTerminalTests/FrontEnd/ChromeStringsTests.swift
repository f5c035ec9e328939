import CairnNavigation
import CairnTerminalTesting
import Testing

@testable import CairnTerminal

/// The chrome speaks the app's language: every text the front end draws on its own comes from
/// the ``TerminalStrings`` the app injects, the same words in the header as in the footer.
@Suite("Chrome texts from the app's strings", .timeLimit(.minutes(1)))
@MainActor
struct ChromeStringsTests {
  static let korean: TerminalStrings = {
    var strings = TerminalStrings.english
    strings.closeSheet = "닫기"
    strings.select = "선택"
    strings.confirm = "확인"
    strings.cancel = "취소"
    strings.back = "뒤로"
    strings.help = "도움말"
    strings.quit = "종료"
    strings.windowTooSmall = { "창이 작아요 (\($0.columns)×\($0.rows))" }
    strings.screenTooSmall = { "이 화면은 \($0.columns)×\($0.rows) 이상" }
    return strings
  }()

  @Test func aSheetsHeaderAndFooterUseTheSameWords() {
    let (navigator, frontEnd) = makeFrontEnd(strings: Self.korean)
    navigator.router().push(LabelModel("목록"), name: "List", title: "List")
    navigator.router().presentSheet(ScreenContent(LabelModel("내용"), name: "S", title: "시트"))
    let screen = TerminalHarness(frontEnd: frontEnd, width: 60, height: 16)
    #expect(screen.text.contains("Esc 닫기"), "the header")
    #expect(screen.lines.last?.contains("Esc 뒤로") == true, "the footer")
    #expect(!screen.text.contains("Close") && !screen.text.contains("Back"))
  }

  @Test func dialogHintsAndTheTooSmallNoticeAreTranslated() async {
    let (navigator, frontEnd) = makeFrontEnd(strings: Self.korean)
    let router = navigator.router()
    router.push(LabelModel("목록"), name: "List", title: "List")
    let screen = TerminalHarness(frontEnd: frontEnd, width: 60, height: 16)
    async let choice = router.presentDialog(
      .alert, title: "삭제할까요?", actions: [DialogAction("삭제", value: true)])
    await screen.waitForText("삭제할까요?")
    #expect(screen.lines.last == "↑↓ 선택 · Enter 확인 · Esc 취소")
    screen.press(.enter)
    #expect(await choice == true)
    screen.resize(width: 20, height: 5)
    #expect(screen.text.contains("창이 작아요 (30×10)"))
  }

  @Test func aScreenBelowItsMinimumSaysSoInsteadOfDrawingNothing() {
    let (navigator, frontEnd) = makeFrontEnd(strings: Self.korean)
    let model = LabelModel("넓은 화면")
    model.minimumSize = TerminalSize(columns: 50, rows: 12)
    navigator.router().push(model, name: "Wide", title: "Wide")
    let screen = TerminalHarness(frontEnd: frontEnd, width: 40, height: 14)
    #expect(screen.text.contains("이 화면은 50×12 이상"))
    #expect(!screen.text.contains("넓은 화면"))
    screen.resize(width: 60, height: 16)
    #expect(screen.text.contains("넓은 화면"))
  }
}
