import CairnNavigation
import CairnTesting
import Testing

@Suite("Coordinators: a kept result survives the user backing out", .timeLimit(.minutes(1)))
@MainActor
struct FlowKeptResultTests {
  @Test func aFlowThatKeptItsResultEndsFinishedWhenTheUserLeavesItsScreen() async {
    let (navigator, root) = makeRoot()
    let front = HeadlessFrontEnd(navigator: navigator)
    root.router.push(PageModel("base"), name: "Base", title: "Base")
    let child = PageFlow(router: root.router, page: "Result")
    let waiting = Task { await root.run(child) }
    await front.waitUntil { $0.visibleScreen?.name == "Result" }
    child.keepResult("voted")
    child.keepResult("voted again")
    #expect(!child.isFinished, "keeping a result does not end the flow")

    #expect(front.pressBack())
    #expect(await waiting.value == .finished("voted again"))
    #expect(child.isFinished && !child.isCancelled)
    #expect(root.finishedChildren == ["PageFlow(Result)"])
  }

  @Test func withoutAKeptResultBackingOutStillCancels() async {
    let (navigator, root) = makeRoot()
    let front = HeadlessFrontEnd(navigator: navigator)
    root.router.push(PageModel("base"), name: "Base", title: "Base")
    let child = PageFlow(router: root.router, page: "Result")
    let waiting = Task { await root.run(child) }
    await front.waitUntil { $0.visibleScreen?.name == "Result" }
    #expect(front.pressBack())
    #expect(await waiting.value == .cancelled)
    child.keepResult("too late")
    #expect(child.outcome == .cancelled)
  }
}
