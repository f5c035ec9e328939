import CairnNavigation
import CairnTerminal
import CairnTerminalTesting
import CairnTesting
import Testing

/// A tab shown as a primary/secondary pair: both panes side by side when the terminal is wide
/// enough, one screen at a time when it is not, and the keys always with the screen on top.
@Suite("Split tabs in the terminal", .timeLimit(.minutes(1)))
@MainActor
struct SplitLayoutTests {
  private func makeSplit() -> (Navigator, TerminalFrontEnd, Router) {
    let (navigator, frontEnd) = makeFrontEnd()
    let router = navigator.router()
    router.setLayout(.split(collapsesBelow: 80))
    router.push(LabelModel("목록 내용"), name: "List", title: "목록")
    return (navigator, frontEnd, router)
  }

  // snippet: split-layout-terminal
  @Test func aWideTerminalShowsTheListBesideWhatItOpened() async {
    let (navigator, frontEnd, router) = makeSplit()
    let screen = TerminalHarness(frontEnd: frontEnd, width: 100, height: 12)
    #expect(screen.lines[2].hasPrefix(" 목록 내용"))
    #expect(screen.text.contains("Nothing selected"), "the secondary pane says it is empty")

    let detail = LabelModel("상세 내용")
    router.push(detail, name: "Detail", title: "상세")
    await screen.waitForText("상세 내용")
    let divider = screen.position(of: "│")
    #expect(screen.lines[2].hasPrefix(" 목록 내용"), "the primary stays in view")
    #expect(screen.lines[2].contains("│ 상세 내용") || screen.lines[2].contains("│  상세 내용"))
    #expect(
      screen.style(row: 2, col: 1).isDim, "the primary is dimmed while the detail has the keys")
    screen.press(.char("x"))
    #expect(detail.pressed == [.char("x")], "the keys go to the screen on top")
    screen.press(.escape)
    #expect(navigator.state.outline == #"tab main* split [List "목록"]"#)
    #expect(screen.text.contains("Nothing selected"))
    #expect(divider?.col == 39, "two fifths of the width for the primary")
  }
  // end-snippet

  @Test func aNarrowTerminalCollapsesThePairToOneScreen() {
    let (_, frontEnd, router) = makeSplit()
    router.push(LabelModel("상세 내용"), name: "Detail", title: "상세")
    let screen = TerminalHarness(frontEnd: frontEnd, width: 60, height: 12)
    #expect(screen.lines[0].hasPrefix("‹ 목록"), "one stack: the detail with its back title")
    #expect(screen.lines[2] == " 상세 내용")
    #expect(!screen.text.contains("│"))

    screen.resize(width: 100, height: 12)
    #expect(screen.lines[2].hasPrefix(" 목록 내용"), "widening brings the primary back")
    screen.resize(width: 79, height: 12)
    #expect(screen.lines[2] == " 상세 내용", "just under the threshold, one screen again")
  }

  @Test func aStackTabAndASheetAreNotSplit() {
    let (navigator, frontEnd) = makeFrontEnd()
    let router = navigator.router()
    router.push(LabelModel("목록 내용"), name: "List", title: "목록")
    let screen = TerminalHarness(frontEnd: frontEnd, width: 100, height: 12)
    #expect(!screen.text.contains("│") && !screen.text.contains("Nothing selected"))
    router.presentSheet(ScreenContent(LabelModel("시트"), name: "Sheet", title: "시트"))
    let sheet = router.onVisibleStack
    #expect(!sheet.setLayout(.split(collapsesBelow: 80)), "a sheet is always one stack")
    #expect(router.setLayout(.split(collapsesBelow: 80)))
  }
}
