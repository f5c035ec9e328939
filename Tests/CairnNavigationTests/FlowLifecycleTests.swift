import CairnNavigation
import CairnTesting
import Testing

@Suite("Coordinators: lifecycle, results and release", .timeLimit(.minutes(1)))
@MainActor
struct FlowLifecycleTests {
  // snippet: flow-child-did-finish
  @Test func childrenAreAddedAndRemovedAndTheParentIsTold() {
    let (_, root) = makeRoot()
    let child = PageFlow(router: root.router, page: "A")
    root.startChild(child)
    #expect(root.children.count == 1)
    child.finish(with: "done")
    #expect(root.children.isEmpty)
    #expect(root.finishedChildren == ["PageFlow(A)"])
    #expect(child.outcome == .finished("done"))
  }
  // end-snippet

  @Test func finishingRemovesTheFlowsScreensAndReleasesEverything() {
    let leaks = LeakTracker()
    let (navigator, root) = makeRoot()
    do {
      let child = PageFlow(router: root.router, page: "A")
      root.startChild(child)
      leaks.track(child)
      leaks.track(navigator.content(of: child.screen ?? ScreenID(-1)))
      child.finish(with: "x")
    }
    expectNavigation(navigator, "tab main* []")
    leaks.expectAllReleased()
  }

  // snippet: flow-back-finishes-once
  @Test func userBackFinishesTheFlowAsCancelledExactlyOnce() {
    let (navigator, root) = makeRoot()
    let front = HeadlessFrontEnd(navigator: navigator)
    root.router.push(PageModel("base"), name: "Base", title: "Base")
    let child = PageFlow(router: root.router, page: "A")
    root.startChild(child)

    #expect(front.pressBack())
    #expect(child.isFinished && child.isCancelled)
    child.finish(with: "too late")
    child.cancel()
    #expect(child.outcome == .cancelled)
    #expect(root.finishedChildren == ["PageFlow(A) cancelled"])
    #expect(front.log.filter { $0.hasPrefix("cancelled PageFlow(A)") }.count == 1)
  }
  // end-snippet

  // snippet: flow-pop-to-root-nested
  @Test func popToRootFinishesAFlowWhoseScreenLiesUnderAnotherFlows() throws {
    let (navigator, root) = makeRoot()
    let leaks = LeakTracker()
    let front = HeadlessFrontEnd(navigator: navigator)
    root.router.push(PageModel("base"), name: "Base", title: "Base")
    weak var lower: PageFlow?
    weak var upper: PageFlow?
    do {
      let lowerFlow = PageFlow(router: root.router, page: "Lower")
      root.startChild(lowerFlow)
      let upperFlow = PageFlow(router: lowerFlow.router, page: "Upper")
      lowerFlow.startChild(upperFlow)
      (lower, upper) = (lowerFlow, upperFlow)
      leaks.track(lowerFlow)
      leaks.track(upperFlow)
    }
    expectNavigation(navigator, #"tab main* [Base "Base", Lower "LOWER", Upper "UPPER"]"#)

    // One back pops only the upper flow; the lower one still shows its screen.
    front.pressBack()
    #expect(upper == nil, "the popped flow is released at once")
    let lowerFlow = try #require(lower)
    #expect(!lowerFlow.isFinished)
    #expect(lowerFlow.finishedChildren == ["PageFlow(Upper) cancelled"])

    // The deeper case: both screens leave at once (long-press back to the base).
    var upperAgainID = FlowID(0)
    do {
      let upperAgain = PageFlow(router: lowerFlow.router, page: "Upper2")
      lowerFlow.startChild(upperAgain)
      leaks.track(upperAgain)
      upperAgainID = upperAgain.id
    }
    let lowerID = lowerFlow.id
    let base = navigator.state.tabs[0].stack[0].id
    #expect(navigator.perform(.popTo(base)))
    #expect(lowerFlow.isCancelled)
    let order = front.log.filter { $0.hasPrefix("cancelled") }
    #expect(
      order.suffix(2) == [
        "cancelled PageFlow(Upper2) f\(upperAgainID.rawValue)",
        "cancelled PageFlow(Lower) f\(lowerID.rawValue)",
      ])
    #expect(root.children.isEmpty)
    expectNavigation(navigator, #"tab main* [Base "Base"]"#)
  }
  // end-snippet

  @Test func flowsPoppedTogetherAreAllReleased() {
    let (navigator, root) = makeRoot()
    let leaks = LeakTracker()
    root.router.push(PageModel("base"), name: "Base", title: "Base")
    do {
      let lower = PageFlow(router: root.router, page: "Lower")
      root.startChild(lower)
      let upper = PageFlow(router: lower.router, page: "Upper")
      lower.startChild(upper)
      leaks.track(lower)
      leaks.track(upper)
      leaks.track(navigator.content(of: lower.screen ?? ScreenID(-1)))
      leaks.track(navigator.content(of: upper.screen ?? ScreenID(-1)))
    }
    navigator.perform(.popTo(navigator.state.tabs[0].stack[0].id))
    leaks.expectAllReleased()
  }

  // snippet: flow-screen-under-another
  @Test func aFlowWhoseOwnScreenIsUnderAnotherFlowsScreenOnTheSameStack() {
    // Flow B was started by the root on the same stack, above flow A's screen. Removing A's
    // screen from under B's finishes A only.
    let (navigator, root) = makeRoot()
    let a = PageFlow(router: root.router, page: "A")
    let b = PageFlow(router: root.router, page: "B")
    root.startChild(a)
    root.startChild(b)
    #expect(root.router.remove(a.screen ?? ScreenID(-1)))
    #expect(a.isCancelled)
    #expect(!b.isFinished)
    expectNavigation(navigator, #"tab main* [B "B"]"#)
  }
  // end-snippet

  // snippet: flow-swipe-dismiss
  @Test func swipeDismissingASheetFinishesItsFlowAndChildren() {
    let (navigator, root) = makeRoot()
    let leaks = LeakTracker()
    let front = HeadlessFrontEnd(navigator: navigator)
    do {
      let sheet = SheetFlow(router: root.router)
      root.startChild(sheet)
      let inner = PageFlow(router: sheet.sheetRouter ?? root.router, page: "Inner")
      sheet.startChild(inner)
      leaks.track(sheet)
      leaks.track(inner)
    }
    #expect(front.dismissSheet())
    #expect(front.log.suffix(2) == ["cancelled PageFlow(Inner) f6", "cancelled SheetFlow f3"])
    expectNavigation(navigator, "tab main* []")
    leaks.expectAllReleased()
  }
  // end-snippet

  @Test func finishingAParentFinishesItsChildrenFirst() {
    let (navigator, root) = makeRoot()
    let front = HeadlessFrontEnd(navigator: navigator)
    let parent = PageFlow(router: root.router, page: "P")
    root.startChild(parent)
    let child = PageFlow(router: parent.router.onTab(.main), page: "C")
    parent.startChild(child)
    parent.finish(with: "bye")
    #expect(child.isCancelled)
    #expect(parent.outcome == .finished("bye"))
    let finishes = front.log.filter { $0.hasPrefix("cancelled") || $0.hasPrefix("finished") }
    #expect(
      finishes == [
        "cancelled PageFlow(C) f\(child.id.rawValue)",
        "finished PageFlow(P) f\(parent.id.rawValue)",
      ])
  }

  // snippet: flow-run-result
  @Test func runReturnsTheChildsTypedValue() async {
    let (_, root) = makeRoot()
    let child = PageFlow(router: root.router, page: "A")
    async let outcome = root.run(child)
    let started = await waitUntilStarted(child)
    #expect(started)
    child.finish(with: "saved")
    #expect(await outcome == .finished("saved"))
  }

  @Test func runReturnsCancelledWhenTheUserBacksOut() async {
    let (navigator, root) = makeRoot()
    let front = HeadlessFrontEnd(navigator: navigator)
    let child = SheetFlow(router: root.router)
    async let outcome = root.run(child)
    await front.waitUntil { $0.modals.count == 1 }
    front.pressBack()
    #expect(await outcome == .cancelled)
  }
  // end-snippet

  @Test func cancellingTheAwaitingTaskCancelsTheChild() async {
    let (navigator, root) = makeRoot()
    let front = HeadlessFrontEnd(navigator: navigator)
    let child = SheetFlow(router: root.router)
    let waiting = Task { await root.run(child) }
    await front.waitUntil { $0.modals.count == 1 }
    waiting.cancel()
    #expect(await waiting.value == .cancelled)
    #expect(child.isCancelled)
    expectNavigation(navigator, "tab main* []")
  }

  @Test func ownedTasksAreCancelledWhenTheFlowFinishes() async {
    let (_, root) = makeRoot()
    let child = PageFlow(router: root.router, page: "A")
    root.startChild(child)
    let probe = CancellationProbe()
    child.task {
      await probe.waitForCancellation()
    }
    await probe.waitUntilWaiting()
    child.cancel()
    #expect(await probe.wasCancelled())
  }

  @Test func aVoidFlowFinishedWithoutAValueCountsAsFinished() async {
    final class VoidFlow: FlowCoordinator<Void> {}
    let (_, root) = makeRoot()
    let child = VoidFlow(router: root.router)
    async let outcome = root.run(child)
    _ = await waitUntilStarted(child)
    child.finish()
    #expect(await outcome.isCancelled == false)
  }

  private func waitUntilStarted(_ flow: Coordinator) async -> Bool {
    if flow.isStarted { return true }
    for await _ in flow.navigator.events where flow.isStarted {
      return true
    }
    return false
  }
}
