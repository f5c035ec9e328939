import CairnNavigation
import CairnTesting
import Testing

@Suite("Router: sheets, dialogs and tabs", .timeLimit(.minutes(1)))
@MainActor
struct RouterModalTests {
  // snippet: navigation-sheet-stack
  @Test func presentSheetGivesARouterOnTheSheetsOwnStack() {
    let (navigator, root) = makeRoot()
    let flow = SheetFlow(router: root.router)
    root.startChild(flow)
    flow.sheetRouter?.push(PageModel("deeper"), name: "Deeper", title: "D")

    expectNavigation(
      navigator,
      """
      tab main* []
      formSheet [Sheet "Sheet", Deeper "D"]
      """)
    #expect(navigator.state.visibleScreen?.name == "Deeper")
  }
  // end-snippet

  @Test func fullScreenSheetsStackOverFormSheets() {
    let (navigator, root) = makeRoot()
    root.router.presentSheet(ScreenContent(PageModel("1"), name: "One", title: "1"))
    root.router.presentSheet(
      ScreenContent(PageModel("2"), name: "Two", title: "2"), style: .fullScreen)
    expectNavigation(
      navigator,
      """
      tab main* []
      formSheet [One "1"]
      fullScreen [Two "2"]
      """)
  }

  // snippet: router-dismiss
  @Test func dismissRemovesTheSheetAndEverythingAboveIt() {
    let (navigator, root) = makeRoot()
    let lower = root.router.presentSheet(ScreenContent(PageModel("1"), name: "One", title: "1"))
    root.router.presentSheet(ScreenContent(PageModel("2"), name: "Two", title: "2"))
    #expect(lower.dismiss())
    expectNavigation(navigator, "tab main* []")
    #expect(!lower.dismiss())
    #expect(lower.push(PageModel("late"), title: "late") == nil, "a dismissed sheet takes no push")
  }
  // end-snippet

  // snippet: router-dialog
  @Test func dialogReturnsTheChosenValue() async {
    let (navigator, root) = makeRoot()
    let front = HeadlessFrontEnd(navigator: navigator)
    async let choice = root.router.presentDialog(
      .actionSheet, title: "Move",
      actions: [
        DialogAction("Move to DOING", value: 1), DialogAction("Move to DONE", value: 2),
        DialogAction("Cancel", role: .cancel, value: 0),
      ])
    await front.waitUntil { $0.topDialog != nil }
    expectNavigation(
      navigator,
      """
      tab main* []
      actionSheet "Move" [Move to DOING | Move to DONE | Cancel]
      """)
    front.chooseDialogButton("Move to DONE")
    #expect(await choice == 2)
    expectNavigation(navigator, "tab main* []")
  }
  // end-snippet

  @Test func backOnADialogChoosesItsCancelButton() async {
    let (navigator, root) = makeRoot()
    let front = HeadlessFrontEnd(navigator: navigator)
    async let choice = root.router.presentDialog(
      .alert, title: "Delete?",
      actions: [
        DialogAction("Delete", role: .destructive, value: true),
        DialogAction("Cancel", role: .cancel, value: false),
      ])
    await front.waitUntil { $0.topDialog != nil }
    front.pressBack()
    #expect(await choice == false)
  }

  @Test func swipingADialogAwayAnswersNil() async {
    let (navigator, root) = makeRoot()
    let front = HeadlessFrontEnd(navigator: navigator)
    async let choice = root.router.presentDialog(
      .alert, title: "Hi", actions: [DialogAction("OK", value: 1)])
    await front.waitUntil { $0.topDialog != nil }
    front.dismissSheet()
    #expect(await choice == nil)
  }

  @Test func cancellingTheWaitingTaskDismissesTheDialog() async {
    let (navigator, root) = makeRoot()
    let front = HeadlessFrontEnd(navigator: navigator)
    let waiting = Task {
      await root.router.presentDialog(.alert, title: "Hi", actions: [DialogAction("OK", value: 1)])
    }
    await front.waitUntil { $0.topDialog != nil }
    waiting.cancel()
    #expect(await waiting.value == nil)
    await front.waitUntil { $0.modals.isEmpty }
    expectNavigation(navigator, "tab main* []")
  }

  // snippet: router-tabs
  @Test func tabsKeepTheirOwnStacksAndSelectionIsReported() {
    let (navigator, root) = makeRoot()
    let front = HeadlessFrontEnd(navigator: navigator)
    root.router.setTabs([
      NavigationTab(id: "main", title: "메인"), NavigationTab(id: "soup", title: "국물"),
    ])
    root.router.onTab("main").push(PageModel("m"), name: "Main", title: "M")
    root.router.onTab("soup").push(PageModel("s"), name: "Soup", title: "S")
    front.selectTab("soup")
    expectNavigation(
      navigator,
      """
      tab main [Main "M"]
      tab soup* [Soup "S"]
      """)
    #expect(front.log.contains("selected tab soup"))
    #expect(!front.selectTab("nope"))
  }
  // end-snippet

  // snippet: router-cross-tab
  @Test func aFlowStartedOnAnotherTabsStack() {
    // DIMO: a content-detail flow is started on whichever tab's navigation is current.
    let (navigator, root) = makeRoot(tabs: [
      NavigationTab(id: "home", title: "Home"), NavigationTab(id: "vote", title: "Vote"),
    ])
    root.router.onTab("home").push(PageModel("h"), name: "Home", title: "H")
    root.router.onTab("vote").push(PageModel("v"), name: "Vote", title: "V")
    root.router.selectTab("vote")

    let detail = PageFlow(router: root.router.onVisibleStack, page: "Detail")
    root.startChild(detail)
    expectNavigation(
      navigator,
      """
      tab home [Home "H"]
      tab vote* [Vote "V", Detail "DETAIL"]
      """)
    #expect(detail.router.location == .tab("vote"))
  }
  // end-snippet
}
