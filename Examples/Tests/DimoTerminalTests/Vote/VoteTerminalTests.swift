import CairnTerminal
import CairnTerminalTesting
import DimoDomain
import DimoPresentation
import DimoTestSupport
import Foundation
import Testing

/// Every screen of the Vote tab and the vote flow on a virtual terminal, against a real DIMO
/// server: Vote home, Recommend and its sort sheet, Search with its recent lists and the
/// empty result, Dig, VoteComplete with its bars, sentences and the same work's characters,
/// the cast list, and 다시 투표하기.
@Suite(.timeLimit(.minutes(4)))
@MainActor
struct VoteTerminalTests {
  @Test func voteHomeRecommendAndItsSortSheet() async throws {
    try await withBackend { backend in
      let app = try DimoTerminalApp(backend: backend)
      _ = try await backend.signUp(through: app.data.auth)
      let screen = app.start(width: 80, height: 40)
      await screen.waitForText("마이모멘텀")
      screen.press(.char("2"))
      await screen.waitForText("Dig me!  MBTI를 투표해 주세요")
      #expect(screen.text.contains("[캐릭터 랜덤 추천 ›]"))
      #expect(screen.text.contains("[캐릭터 찾아보기 ›]"))
      await screen.waitForText("지금 핫한 캐릭터")
      await screen.waitUntil("the hot characters loaded") { !$0.contains("불러오는 중") }
      screen.press(.end)
      await screen.waitForText("더 많은 캐릭터 보러가기 ›")
      screen.press(.home, .enter)
      await screen.waitForText("캐릭터 랜덤 추천")
      await screen.waitForText("랜덤순 ▾")
      screen.press(.char("s"))
      await screen.waitForText("2 인기순")
      screen.press(.char("2"))
      await screen.waitForText("인기순 ▾")
      await screen.waitUntil("the popular list") { !$0.contains("불러오는 중") }
      app.quit()
    }
  }

  @Test func searchDigVoteCompleteAndTheRecentLists() async throws {
    try await withBackend { backend in
      let app = try DimoTerminalApp(backend: backend)
      _ = try await backend.signUp(through: app.data.auth)
      let screen = app.start(width: 80, height: 44)
      await screen.waitForText("마이모멘텀")
      screen.press(.char("2"))
      await screen.waitForText("[캐릭터 찾아보기 ›]")
      screen.press(.down, .enter)
      await screen.waitForText("작품명 / 캐릭터명을 입력해 주세요")
      #expect(screen.text.contains("[작품명 ▾]"))
      await screen.waitForText("최근 검색어가 없어요")
      await screen.waitForText("최근 본 캐릭터가 없어요")

      // A name that is nowhere: the empty text, on one line.
      screen.type("아무도없는이름")
      screen.press(.enter)
      await screen.waitForText("검색 결과가 없어요 다른 키워드로 검색해 보세요")
      for _ in 0..<7 { screen.press(.backspace) }
      await screen.waitForText("최근 검색어")
      screen.type("거인")
      screen.press(.enter)
      await screen.waitForText("검색 결과")
      await screen.waitForText("진격의 거인")
      // The field has the focus: the footer offers neither `x` nor the tabs' digits, which
      // would be typed, and no result row is highlighted beside the field's cursor.
      var footer = screen.lines[43]
      #expect(footer.contains("Enter 검색") && !footer.contains("x 삭제"), "\(footer)")
      #expect(!footer.contains("1–4") && !footer.contains("?"), "\(footer)")
      #expect(highlightedRows(below: "검색 결과", on: screen).isEmpty, "\(screen.text)")
      screen.press(.tab, .tab)
      footer = screen.lines[43]
      #expect(footer.contains("Enter 열기") && footer.contains("1–4"), "\(footer)")
      let selected = highlightedRows(below: "검색 결과", on: screen)
      #expect(selected.count == 2 && selected[1] == selected[0] + 1, "one row, its two lines")
      screen.press(.enter)

      // Dig: 다음 enables with the fourth letter.
      await screen.waitForText("외향형 E")
      #expect(screen.text.contains("직관형 N"))
      screen.press(.char("i"), .char("n"), .char("t"))
      await screen.waitForText("● 사고형 T")
      screen.press(.char("j"))
      await screen.waitForText("● 판단형 J")
      screen.press(.down, .down, .down, .down, .down, .down, .down, .down, .down, .enter)

      // VoteComplete: four bars, the two sentences, the same work's characters.
      await screen.waitForText("투표 결과")
      await screen.waitForText("나를 비롯한")
      #expect(screen.text.contains("%가 INTJ를 골랐어요"))
      #expect(screen.text.contains("많은 사람들이"))
      for pair in ["E/I", "N/S", "T/F", "J/P"] { #expect(screen.text.contains(pair)) }
      #expect(screen.text.contains("[다시 투표하기] (v)"))
      await screen.waitForText("같은 작품 속 캐릭터 투표하기")

      // 다시 투표하기: Dig with my letters; one letter changed.
      screen.press(.char("v"))
      await screen.waitForText("● 판단형 J")
      screen.press(.char("p"))
      await screen.waitForText("● 인식형 P")
      screen.press(.down, .down, .down, .down, .down, .down, .down, .down, .down, .enter)
      await screen.waitForText("%가 INTP를 골랐어요")
      screen.press(.char("m"))
      await screen.waitForText("등장인물")
      await screen.waitForText("✓ 투표 완료")
      screen.press(.escape)
      await screen.waitForText("같은 작품 속 캐릭터 투표하기")
      screen.press(.escape)

      // Back on the results, cleared: the keyword and the character are recent.
      await screen.waitForText("검색 결과")
      screen.press(.backTab, .backTab)
      screen.press(.backspace, .backspace)
      await screen.waitForText("최근 본 캐릭터")
      // Both title searches were kept, the latest first; × forgets one, 전체삭제 the rest.
      await screen.waitForText("거인  ×")
      #expect(screen.text.contains("아무도없는이름  ×"))
      #expect(screen.text.contains("전체삭제"))
      screen.press(.tab, .tab, .home)
      #expect(screen.lines[43].contains("x 삭제"), "a recent keyword can be removed")
      screen.press(.char("x"))
      await screen.waitUntil("거인 forgotten") { !$0.contains("거인  ×") }
      #expect(screen.text.contains("아무도없는이름  ×"))
      screen.press(.home, .down, .enter)
      await screen.waitForText("최근 검색어가 없어요")
      app.quit()
    }
  }

  /// The lines under the one showing `title` that are highlighted (inverse), above the tab bar.
  private func highlightedRows(below title: String, on screen: TerminalHarness) -> [Int] {
    guard let top = screen.position(of: title)?.row else { return [] }
    return ((top + 1)..<(screen.lines.count - 2)).filter { row in
      (0..<80).contains { screen.style(row: row, col: $0).isInverse }
    }
  }
}
