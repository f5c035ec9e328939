import CairnNavigation
import CairnTerminal
import CairnTerminalTesting
import CairnTesting
import Testing

/// A paged set in the terminal: the page titles under the navigation bar, `[` and `]` to move
/// between pages, and the keys with the page that shows.
@Suite("Paged sets in the terminal", .timeLimit(.minutes(1)))
@MainActor
struct PageSetTerminalTests {
  // snippet: page-set-terminal
  @Test func thePageBarShowsThePagesAndBracketsMoveBetweenThem() {
    let (navigator, frontEnd) = makeFrontEnd()
    let router = navigator.router()
    router.push(LabelModel("목록 내용"), name: "List", title: "목록")
    let feed = LabelModel("피드 내용")
    let analysis = LabelModel("분석 내용")
    router.pushPages(
      [
        ScreenContent(feed, name: "Feed", title: "피드"),
        ScreenContent(analysis, name: "Analysis", title: "분석"),
      ], name: "Character", title: "스바루")
    let screen = TerminalHarness(frontEnd: frontEnd, width: 60, height: 12)
    #expect(screen.lines[0].hasPrefix("‹ 목록") && screen.lines[0].contains("스바루"))
    #expect(screen.lines[2].hasPrefix("  피드   분석"))
    #expect(screen.style(row: 2, col: 2).isInverse, "the page that shows is highlighted")
    #expect(screen.lines[3] == " 피드 내용")
    #expect(screen.lines[11].contains("[ ] Previous / next page"))

    screen.press(.char("x"))
    #expect(feed.pressed == [.char("x")] && analysis.pressed.isEmpty, "keys go to the page")
    screen.press(.char("]"))
    #expect(screen.lines[3] == " 분석 내용")
    #expect(!screen.style(row: 2, col: 2).isInverse)
    screen.press(.char("]"))
    #expect(screen.lines[3] == " 분석 내용", "no page after the last")
    screen.press(.char("x"))
    #expect(analysis.pressed == [.char("x")])
    screen.press(.char("["))
    #expect(screen.lines[3] == " 피드 내용")
    screen.press(.escape)
    #expect(screen.lines[2] == " 목록 내용", "back leaves the whole set")
  }
  // end-snippet
}
