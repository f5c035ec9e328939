import CairnNavigation
import CairnTesting
import Testing

/// A flow whose screen is a paged set: a character's feed and analysis, side by side as pages.
@MainActor
final class CharacterPagesFlow: FlowCoordinator<Void> {
  private(set) var set: ScreenID?

  override func start() {
    set = router.pushPages(
      [
        ScreenContent(PageModel("feed"), name: "Feed", title: "피드"),
        ScreenContent(PageModel("analysis"), name: "Analysis", title: "분석"),
      ], name: "Character", title: "스바루")
  }
}

/// Paged sets in the navigation model: one screen in the stack, pages with their own content,
/// one showing; neutral to back and to the flows that own them.
@Suite("Paged sets of screens", .timeLimit(.minutes(1)))
@MainActor
struct PageSetTests {
  // snippet: navigation-page-set
  @Test func aPagedSetIsOneScreenWhosePagesShowOneAtATime() {
    let (navigator, root) = makeRoot()
    root.router.push(PageModel("list"), name: "List", title: "목록")
    let flow = CharacterPagesFlow(router: root.router)
    root.startChild(flow)
    let front = HeadlessFrontEnd(navigator: navigator)
    expectNavigation(navigator, #"tab main* [List "목록", Character "스바루" <Feed*, Analysis>]"#)
    #expect(front.visibleContent(as: PageModel.self)?.label == "feed")

    #expect(front.selectPage(1))
    expectNavigation(navigator, #"tab main* [List "목록", Character "스바루" <Feed, Analysis*>]"#)
    #expect(front.visibleContent(as: PageModel.self)?.label == "analysis")
    #expect(!front.selectPage(2), "no third page")
    #expect(navigator.state.focusedScreen?.name == "Analysis")

    front.pressBack()  // leaves the whole set, not one page
    expectNavigation(navigator, #"tab main* [List "목록"]"#)
    #expect(flow.isFinished && flow.isCancelled, "the set was the flow's only screen")
  }
  // end-snippet

  @Test func everyPageContentIsReleasedWithTheSet() {
    let (navigator, root) = makeRoot()
    root.router.push(PageModel("list"), name: "List", title: "목록")
    let leaks = LeakTracker()
    do {
      let flow = CharacterPagesFlow(router: root.router)
      root.startChild(flow)
      leaks.track(flow)
      let set = try? #require(navigator.state.visibleScreen?.pageSet)
      for page in set?.pages ?? [] {
        leaks.track(navigator.content(of: page.id, as: PageModel.self))
      }
    }
    #expect(leaks.aliveLabels.count == 3)
    navigator.perform(.back)
    leaks.expectAllReleased()
  }

  @Test func aPageIsFoundWhereItsSetIsAndEventsSayWhichPageShows() {
    let (navigator, root) = makeRoot(tabs: [
      NavigationTab(id: "home", title: "Home"), NavigationTab(id: "vote", title: "Vote"),
    ])
    var events: [String] = []
    let observation = navigator.observe { events.append($0.description) }
    defer { observation.cancel() }
    let flow = CharacterPagesFlow(router: root.router.onTab("vote"))
    root.startChild(flow)
    let set = navigator.state.stack(at: .tab("vote"))?.last
    let analysis = set?.pageSet?.pages[1]
    #expect(analysis.flatMap { navigator.state.location(of: $0.id) } == .tab("vote"))
    #expect(navigator.state.allScreens.count == 3, "the set and its two pages")
    if let set { #expect(root.router.onTab("vote").selectPage(1, of: set.id)) }
    #expect(events.last?.hasPrefix("page 1 of") == true, "\(events)")
    #expect(
      !root.router.onTab("home").selectPage(0, of: set?.id ?? ScreenID(0)),
      "a router finds the set only on its own stack")
  }

  @Test func anEmptySetIsNotPushed() {
    let (navigator, root) = makeRoot()
    #expect(root.router.pushPages([], name: "Empty", title: "Empty") == nil)
    #expect(navigator.state.allScreens.isEmpty)
  }
}
