import CairnNavigation
import CairnTerminal
import CairnTerminalTesting
import CairnTesting
import Testing

@Suite("Terminal chrome drawn from the navigation model", .timeLimit(.minutes(1)))
@MainActor
struct ChromeTests {
  // snippet: chrome-navigation-bar
  @Test func navigationBarShowsBackHintTitleAndBarButton() {
    let (navigator, frontEnd) = makeFrontEnd()
    let router = navigator.router()
    router.push(LabelModel("목록 내용"), name: "List", title: "할 일 목록")
    router.push(LabelModel("상세 내용"), name: "Detail", title: "상세")
    let screen = TerminalHarness(frontEnd: frontEnd, width: 60, height: 12)

    let bar = screen.lines[0]
    #expect(bar.hasPrefix("‹ 할 일 목록"))
    #expect(bar.contains("상세"))
    #expect(bar.hasSuffix("Done (^S)"))
    #expect(screen.lines[1].allSatisfy { $0 == "─" })
    #expect(screen.lines[2] == " 상세 내용")
    #expect(screen.lines[11].contains("x 엑스") && screen.lines[11].contains("Esc"))
  }
  // end-snippet

  @Test func escGoesBackAndQQuitsOnlyAtTheRoot() {
    let (navigator, frontEnd) = makeFrontEnd()
    let router = navigator.router()
    router.push(LabelModel("root"), name: "Root", title: "Root")
    router.push(LabelModel("top"), name: "Top", title: "Top")
    let screen = TerminalHarness(frontEnd: frontEnd, width: 40, height: 10)
    screen.press(.char("q"))
    #expect(!frontEnd.wantsToQuit, "q does nothing on a pushed screen")
    screen.press(.escape)
    #expect(screen.lines[2] == " root")
    screen.press(.char("q"))
    #expect(frontEnd.wantsToQuit)
  }

  @Test func ctrlCQuitsFromAnywhere() {
    let (navigator, frontEnd) = makeFrontEnd()
    navigator.router().presentSheet(ScreenContent(LabelModel("s"), name: "S", title: "S"))
    let screen = TerminalHarness(frontEnd: frontEnd, width: 40, height: 10)
    screen.press(.ctrl("c"))
    #expect(frontEnd.wantsToQuit)
  }

  // snippet: chrome-tabs
  @Test func tabBarSwitchesWithDigits() {
    let (navigator, frontEnd) = makeFrontEnd(tabs: [
      NavigationTab(id: "main", title: "메인"), NavigationTab(id: "soup", title: "국물"),
    ])
    let router = navigator.router()
    router.onTab("main").push(LabelModel("메인 요리"), name: "Main", title: "메인")
    router.onTab("soup").push(LabelModel("국물 요리"), name: "Soup", title: "국물")
    let screen = TerminalHarness(frontEnd: frontEnd, width: 40, height: 10)
    #expect(screen.lines[8].contains("1 메인") && screen.lines[8].contains("2 국물"))
    screen.press(.char("2"))
    #expect(navigator.state.selectedTab == "soup")
    #expect(screen.lines[2] == " 국물 요리")
    let tab = screen.position(of: "2 국물")
    #expect(tab.map { screen.style(row: $0.row, col: $0.col + 1).isInverse } == true)
  }
  // end-snippet

  @Test func whileAFieldTypesTheFooterLeavesOutTheSharedCharacterKeys() {
    let (navigator, frontEnd) = makeFrontEnd(tabs: [
      NavigationTab(id: "main", title: "메인"), NavigationTab(id: "soup", title: "국물"),
    ])
    let model = LabelModel("검색")
    navigator.router().onTab("main").push(model, name: "Search", title: "검색")
    let screen = TerminalHarness(frontEnd: frontEnd, width: 60, height: 10)
    let footer = { screen.lines[9] }
    #expect(footer().contains("1–2 Switch tab") && footer().contains("? Help"), "\(footer())")
    model.isTypingText = true
    screen.resize(width: 60, height: 10)  // draws again
    // "1", "?" and "q" would be typed into the field: the footer no longer offers them.
    #expect(footer().contains("x 엑스"), "\(footer())")
    #expect(!footer().contains("1–2") && !footer().contains("?") && !footer().contains("q "))
  }

  @Test func aPushedScreenCanHideTheTabBar() {
    let (navigator, frontEnd) = makeFrontEnd(tabs: [
      NavigationTab(id: "main", title: "메인"), NavigationTab(id: "soup", title: "국물"),
    ])
    let router = navigator.router().onTab("main")
    router.push(LabelModel("목록"), name: "List", title: "메인")
    router.push(LabelModel("상세"), name: "Detail", title: "상세", hidesTabBar: true)
    let screen = TerminalHarness(frontEnd: frontEnd, width: 40, height: 10)
    #expect(!screen.text.contains("2 국물"), "no tab bar on the detail")
    screen.press(.char("2"))
    #expect(navigator.state.selectedTab == "main", "digits switch tabs only with a tab bar")
    screen.press(.escape)
    #expect(screen.text.contains("2 국물"))
  }

  // snippet: chrome-form-sheet
  @Test func aFormSheetIsDrawnInABoxOverTheDimmedScreen() {
    let (navigator, frontEnd) = makeFrontEnd()
    let router = navigator.router()
    router.push(LabelModel("아래 화면"), name: "Below", title: "Below")
    router.presentSheet(ScreenContent(LabelModel("시트 내용"), name: "Sheet", title: "새 할 일"))
    let screen = TerminalHarness(frontEnd: frontEnd, width: 60, height: 16)
    #expect(screen.text.contains("┌"))
    #expect(screen.text.contains("Esc Close"))
    #expect(screen.text.contains("새 할 일"))
    #expect(screen.text.contains("시트 내용"))
    #expect(screen.style(row: 0, col: 0).isDim, "the screen below the sheet is dimmed")
    screen.press(.escape)
    #expect(navigator.state.modals.isEmpty)
    #expect(!screen.text.contains("┌"))
  }
  // end-snippet

  @Test func aFullScreenModalCoversEverythingButTheFooter() {
    let (navigator, frontEnd) = makeFrontEnd(tabs: [
      NavigationTab(id: "a", title: "첫째"), NavigationTab(id: "b", title: "둘째"),
    ])
    let router = navigator.router()
    router.onTab("a").push(LabelModel("아래 화면"), name: "Below", title: "Below")
    router.presentSheet(
      ScreenContent(LabelModel("리뷰 쓰기"), name: "Write", title: "리뷰"), style: .fullScreen)
    let screen = TerminalHarness(frontEnd: frontEnd, width: 50, height: 12)
    #expect(screen.lines[0].hasPrefix("Esc Close") && screen.lines[0].contains("리뷰"))
    #expect(screen.lines[2] == " 리뷰 쓰기")
    #expect(!screen.text.contains("아래 화면") && !screen.text.contains("1 첫째"), "nothing below shows")
    #expect(!screen.text.contains("┌"), "no box: it is not a form sheet")
    screen.press(.char("2"))
    #expect(navigator.state.selectedTab == "a", "tabs cannot be switched under a modal")
    screen.press(.escape)
    #expect(screen.text.contains("아래 화면") && screen.text.contains("1 첫째"))
  }

  @Test func alertButtonsAreChosenWithArrowsAndEnter() async {
    let (navigator, frontEnd) = makeFrontEnd()
    let router = navigator.router()
    router.push(LabelModel("목록"), name: "List", title: "List")
    let screen = TerminalHarness(frontEnd: frontEnd, width: 60, height: 16)
    async let choice = router.presentDialog(
      .alert, title: "삭제할까요?", message: "되돌릴 수 없어요.",
      actions: [
        DialogAction("취소", role: .cancel, value: false),
        DialogAction("삭제", role: .destructive, value: true),
      ])
    await screen.waitForText("삭제할까요?")
    #expect(screen.text.contains("되돌릴 수 없어요."))
    #expect(screen.text.contains(" 취소 ") && screen.text.contains(" 삭제 "))
    screen.press(.right, .enter)
    #expect(await choice == true)
    #expect(!screen.text.contains("삭제할까요?"))
  }

  @Test func actionSheetChoicesByNumberAndEscCancels() async {
    let (navigator, frontEnd) = makeFrontEnd()
    let router = navigator.router()
    router.push(LabelModel("목록"), name: "List", title: "List")
    let screen = TerminalHarness(frontEnd: frontEnd, width: 60, height: 16)
    async let first = router.presentDialog(
      .actionSheet, title: "이동",
      actions: [DialogAction("Move to DOING", value: 1), DialogAction("Move to DONE", value: 2)])
    await screen.waitForText("Move to DONE")
    #expect(screen.text.contains("1 Move to DOING") && screen.text.contains("2 Move to DONE"))
    screen.press(.char("2"))
    #expect(await first == 2)

    async let second = router.presentDialog(
      .actionSheet, title: "이동", actions: [DialogAction("A", value: 1)])
    await screen.waitForText("1 A")
    screen.press(.escape)
    #expect(await second == nil)
  }

  @Test func toastsAndTheSpinnerFollowTheTicks() {
    let (navigator, frontEnd) = makeFrontEnd()
    let model = LabelModel("내용")
    navigator.router().push(model, name: "L", title: "제목")
    let screen = TerminalHarness(frontEnd: frontEnd, width: 40, height: 10)
    screen.press(.char("x"))
    #expect(screen.text.contains("x 눌림"))
    for _ in 0..<TerminalFrontEnd.toastTicks { frontEnd.tick() }
    screen.press(.char("?"), .char("?"))  // open and close help to force a draw
    #expect(!screen.text.contains("x 눌림"))

    model.isBusy = true
    let before = frontEnd.spinnerFrame
    frontEnd.tick()
    screen.press(.char("?"), .escape)
    #expect(frontEnd.spinnerFrame != before)
    #expect(screen.lines[0].contains(frontEnd.spinnerFrame))
  }

  @Test func helpOverlayListsEveryKeyAndAnyKeyClosesIt() {
    let (navigator, frontEnd) = makeFrontEnd()
    navigator.router().push(LabelModel("내용"), name: "L", title: "제목")
    let screen = TerminalHarness(frontEnd: frontEnd, width: 60, height: 16)
    screen.press(.char("?"))
    #expect(screen.text.contains("Press any key to close"))
    #expect(screen.text.contains("엑스") && screen.text.contains("Ctrl-C"))
    screen.press(.char("z"))
    #expect(!screen.text.contains("Press any key to close"))
  }

  @Test func aTinyTerminalGetsANoticeAndResizeLaysOutAgain() {
    let (navigator, frontEnd) = makeFrontEnd()
    navigator.router().push(LabelModel("내용"), name: "L", title: "제목")
    let screen = TerminalHarness(frontEnd: frontEnd, width: 20, height: 5)
    #expect(screen.text.contains("Window too small"))
    screen.resize(width: 50, height: 12)
    #expect(screen.lines[2] == " 내용")
  }

  @Test func viewsOfScreensThatLeftAreReleased() {
    let (navigator, frontEnd) = makeFrontEnd()
    let router = navigator.router()
    router.push(LabelModel("root"), name: "Root", title: "Root")
    let leaks = LeakTracker()
    do {
      let model = LabelModel("top")
      router.push(model, name: "Top", title: "Top")
      leaks.track(model)
    }
    let screen = TerminalHarness(frontEnd: frontEnd, width: 40, height: 10)
    #expect(screen.lines[2] == " top")
    screen.press(.escape)
    leaks.expectAllReleased()
  }

  @Test func aKeyThatChangesNothingWritesNoBytes() {
    let (navigator, frontEnd) = makeFrontEnd()
    navigator.router().push(LabelModel("내용"), name: "L", title: "제목")
    let screen = TerminalHarness(frontEnd: frontEnd, width: 80, height: 24)
    screen.press(.char("z"))  // nothing changes
    #expect(screen.lastFrameBytes == 0)
  }
}
