import CairnNavigation
import CairnTesting
import Testing

@Suite("NavigationPlan: the steps a container takes", .timeLimit(.minutes(1)))
@MainActor
struct NavigationPlanTests {
  /// Makes the plan for one turn of changes, runs it on a container that shows the model as it
  /// was, and checks the container then shows the model.
  private func turn(
    _ navigator: Navigator, sourceLocation: SourceLocation = #_sourceLocation,
    _ change: () -> Void
  ) -> NavigationPlan {
    let before = navigator.state
    change()
    let plan = NavigationPlan(from: before, to: navigator.state)
    let container = SimulatedContainer(showing: before, completesTransitions: false)
    container.run(plan, for: navigator.state, sourceLocation: sourceLocation)
    #expect(
      container.shown == ShownHierarchy(navigator.state), "plan:\n\(plan)",
      sourceLocation: sourceLocation)
    return plan
  }

  private func screen(_ label: String) -> ScreenContent {
    ScreenContent(PageModel(label), name: label, title: label)
  }

  @Test func pushIsOneStackChange() throws {
    let (navigator, root) = makeRoot()
    let first = try #require(root.router.push(screen("A")))
    var second: ScreenID?
    let plan = turn(navigator) { second = root.router.push(screen("B")) }
    let pushed = try #require(second)
    #expect(plan == NavigationPlan(steps: [.setStack(.tab(.main), [first, pushed])]))
  }

  @Test func popIsOneStackChange() throws {
    let (navigator, root) = makeRoot()
    let first = try #require(root.router.push(screen("A")))
    root.router.push(screen("B"))
    let plan = turn(navigator) { root.router.pop() }
    #expect(plan.steps == [.setStack(.tab(.main), [first])])
  }

  // snippet: navigation-plan-one-stack-change
  @Test func popToRootAndPushInOneTurnIsOneStackChange() throws {
    let (navigator, root) = makeRoot()
    let home = try #require(root.router.push(screen("Home")))
    root.router.push(screen("List"))
    root.router.push(screen("Detail"))
    let before = navigator.state

    root.router.popToRoot()
    let settings = try #require(root.router.push(screen("Settings")))

    let plan = NavigationPlan(from: before, to: navigator.state)
    #expect(plan.steps == [.setStack(.tab(.main), [home, settings])])
  }
  // end-snippet

  @Test func presentOverPresentIsTwoPresentationsBottomFirst() {
    let (navigator, root) = makeRoot()
    let plan = turn(navigator) {
      root.router.presentSheet(screen("One"))
      root.router.presentSheet(screen("Two"), style: .fullScreen)
    }
    let ids = navigator.state.modals.map(\.id)
    #expect(plan.steps == ids.map { .present($0) })
  }

  @Test func dismissingTwoLayersIsTwoDismissalsTopFirst() {
    let (navigator, root) = makeRoot()
    let lower = root.router.presentSheet(screen("One"))
    root.router.presentSheet(screen("Two"))
    let ids = navigator.state.modals.map(\.id)
    let plan = turn(navigator) { lower.dismiss() }
    #expect(plan.steps == [.dismiss(ids[1]), .dismiss(ids[0])])
  }

  @Test func replacingAModalDismissesThenPresents() {
    let (navigator, root) = makeRoot()
    let old = root.router.presentSheet(screen("Old"))
    let oldID = navigator.state.modals[0].id
    let plan = turn(navigator) {
      old.dismiss()
      root.router.presentSheet(screen("New"))
    }
    #expect(plan.steps == [.dismiss(oldID), .present(navigator.state.modals[0].id)])
  }

  @Test func tabSwitchAndPushOnAnotherTabSelectsThenSetsThatStack() throws {
    let tabs = [NavigationTab(id: "todo", title: "Todo"), NavigationTab(id: "done", title: "Done")]
    let (navigator, root) = makeRoot(tabs: tabs)
    let done = root.router.on(.tab("done"))
    let base = try #require(done.push(screen("Base")))
    var pushed: ScreenID?
    let plan = turn(navigator) {
      root.router.selectTab("done")
      pushed = done.push(screen("Detail"))
    }
    let detail = try #require(pushed)
    #expect(plan.steps == [.selectTab("done"), .setStack(.tab("done"), [base, detail])])
  }

  @Test func retitlingUpdatesInPlaceWithoutAStackChange() throws {
    let (navigator, root) = makeRoot()
    let id = try #require(root.router.push(screen("A")))
    let plan = turn(navigator) { root.router.setTitle("Renamed", for: id) }
    #expect(plan.steps == [.update(id)])
  }

  @Test func aStackChangeInAKeptSheetIsOneStepOnThatSheet() throws {
    let (navigator, root) = makeRoot()
    let sheet = root.router.presentSheet(screen("Sheet"))
    let sheetID = navigator.state.modals[0].id
    let rootScreen = try #require(navigator.state.modals[0].stack.first?.id)
    var pushed: ScreenID?
    let plan = turn(navigator) { pushed = sheet.push(screen("Deeper")) }
    let deeper = try #require(pushed)
    #expect(plan.steps == [.setStack(.sheet(sheetID), [rootScreen, deeper])])
  }

  @Test func nothingChangedIsAnEmptyPlan() {
    let (navigator, root) = makeRoot()
    root.router.push(screen("A"))
    let plan = turn(navigator) { root.router.selectTab(.main) }
    #expect(plan.isEmpty)
    #expect(plan.description == "(no steps)")
  }
}
