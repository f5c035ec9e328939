import CairnNavigation
import CairnTesting
import Testing

@Suite("Router: stack operations", .timeLimit(.minutes(1)))
@MainActor
struct RouterStackTests {
  @Test func pushAddsScreensOwnedByTheFlow() {
    let (navigator, root) = makeRoot()
    let flow = PageFlow(router: root.router, page: "A")
    root.startChild(flow)
    flow.router.push(PageModel("B"), name: "B", title: "Bee")

    expectNavigation(navigator, #"tab main* [A "A", B "Bee"]"#)
    #expect(navigator.state.allScreens.allSatisfy { $0.owner == flow.id })
    #expect(
      navigator.content(of: navigator.state.allScreens[1].id, as: PageModel.self)?.label == "B")
  }

  @Test func popRemovesTheTopScreenButNeverTheRoot() {
    let (navigator, root) = makeRoot()
    let flow = PageFlow(router: root.router, page: "A")
    root.startChild(flow)
    flow.router.push(PageModel("B"), name: "B", title: "B")

    #expect(flow.router.pop()?.name == "B")
    #expect(flow.router.pop() == nil)
    expectNavigation(navigator, #"tab main* [A "A"]"#)
    #expect(!flow.isFinished)
  }

  // snippet: router-pop-to
  @Test func popToRootAndPopToAScreen() throws {
    let (navigator, root) = makeRoot()
    let flow = PageFlow(router: root.router, page: "A")
    root.startChild(flow)
    let b = flow.router.push(PageModel("B"), name: "B", title: "B")
    flow.router.push(PageModel("C"), name: "C", title: "C")
    flow.router.push(PageModel("D"), name: "D", title: "D")

    flow.router.pop(to: try #require(b))
    expectNavigation(navigator, #"tab main* [A "A", B "B"]"#)
    flow.router.popToRoot()
    expectNavigation(navigator, #"tab main* [A "A"]"#)
  }
  // end-snippet

  // snippet: router-remove
  @Test func removeTakesAScreenOutFromUnderAnother() throws {
    // BookKitty: QuestionResult is pushed, then NewQuestion is removed from under it.
    let (navigator, root) = makeRoot()
    let flow = PageFlow(router: root.router, page: "Home")
    root.startChild(flow)
    let newQuestion = try #require(
      flow.router.push(PageModel("q"), name: "NewQuestion", title: "Q"))
    flow.router.push(PageModel("r"), name: "QuestionResult", title: "R")

    #expect(flow.router.remove(newQuestion))
    #expect(!flow.router.remove(newQuestion))
    expectNavigation(navigator, #"tab main* [Home "HOME", QuestionResult "R"]"#)
    #expect(navigator.content(of: newQuestion) == nil)
  }
  // end-snippet

  @Test func replaceStackSwapsEveryScreen() {
    let (navigator, root) = makeRoot()
    let flow = PageFlow(router: root.router, page: "A")
    root.startChild(flow)
    let ids = flow.router.replaceStack(with: [
      ScreenContent(PageModel("x"), name: "X", title: "X"),
      ScreenContent(PageModel("y"), name: "Y", title: "Y"),
    ])
    #expect(ids.count == 2)
    expectNavigation(navigator, #"tab main* [X "X", Y "Y"]"#)
    #expect(!flow.isFinished, "the flow still owns screens")
  }

  @Test func setTitleRetitlesAndEmitsAnEvent() throws {
    let (navigator, root) = makeRoot()
    let front = HeadlessFrontEnd(navigator: navigator)
    let flow = PageFlow(router: root.router, page: "A")
    root.startChild(flow)
    flow.router.setTitle("Renamed", for: try #require(flow.screen))
    expectNavigation(navigator, #"tab main* [A "Renamed"]"#)
    #expect(front.log.last == #"retitled A "Renamed""#)
  }

  @Test func defaultScreenNameDropsTheViewModelSuffix() {
    final class TodoListViewModel {}
    let (navigator, root) = makeRoot()
    root.router.push(TodoListViewModel(), title: "Project Manager")
    expectNavigation(navigator, #"tab main* [TodoList "Project Manager"]"#)
  }
}
