import CairnNavigation
import CairnTesting
import Testing

@Suite("CairnTesting itself", .timeLimit(.minutes(1)))
@MainActor
struct TestSupportTests {
  @Test func leakTrackerSeesWhatIsStillAlive() {
    final class Box {}
    let tracker = LeakTracker()
    let kept = Box()
    tracker.track(kept, as: "kept")
    do {
      let dropped = Box()
      tracker.track(dropped, as: "dropped")
    }
    #expect(tracker.aliveLabels == ["kept"])
    _ = kept
  }

  // snippet: line-diff
  @Test func lineDiffMarksMissingAndUnexpectedLines() {
    let diff = lineDiff(
      expected: "tab main* [A]\nformSheet [B]", actual: "tab main* [A]\nalert \"x\" []")
    #expect(diff == "  tab main* [A]\n- formSheet [B]\n+ alert \"x\" []")
  }
  // end-snippet

  @Test func headlessFrontEndDrivesTheModel() async {
    final class Page {}
    let navigator = Navigator()
    let root = navigator.router()
    root.push(Page(), name: "Root", title: "R")
    root.push(Page(), name: "Top", title: "T")
    let front = HeadlessFrontEnd(navigator: navigator)
    #expect(front.visibleScreen?.name == "Top")
    #expect(front.visibleContent(as: Page.self) != nil)
    #expect(front.pressBack())
    #expect(!front.pressBack(), "the root screen is never popped")
    #expect(front.log == [#"popped Top "T" from tab main"#])
    #expect(await failure(front.openDeepLink("cairn://x")) == .unhandled("cairn://x"))
    #expect(await failure(front.openDeepLink("http://[bad")) == .malformed("http://[bad"))
  }

  @Test func aWaitUntilThatNeverHoldsFailsTheTestWithTheModel() async {
    final class Page {}
    let navigator = Navigator()
    navigator.router().push(Page(), name: "Root", title: "R")
    let front = HeadlessFrontEnd(navigator: navigator)
    // The failure under test, matched to the outline it shows (none at all fails the test).
    await withKnownIssue {
      await front.waitUntil(limit: .milliseconds(50)) { $0.topDialog != nil }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(#"Root "R""#)
    }
  }

  // snippet: expect-navigation-failure
  @Test func expectNavigationReportsTheDifferingLinesAndTheFullTree() {
    final class Page {}
    let navigator = Navigator()
    navigator.router().push(Page(), name: "List", title: "할 일")
    let expected = """
      tab main* [List "할 일"]
      formSheet [Detail "상세"]
      """
    #expect(
      navigationMismatch(navigator.state, expected: expected) == """
        navigation differs:
          tab main* [List "할 일"]
        - formSheet [Detail "상세"]
        full tree:
        Navigation
        ├─ tab main "" (selected)
        │  └─ List "할 일" s1 by nobody
        """)
    #expect(navigationMismatch(navigator.state, expected: #"tab main* [List "할 일"]"#) == nil)
  }
  // end-snippet

  private func failure(_ result: Result<Void, DeepLinkError>) -> DeepLinkError? {
    if case .failure(let error) = result { return error }
    return nil
  }
}
