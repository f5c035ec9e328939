import CairnNavigation
import CairnTesting
import Testing

@Suite("CairnTesting itself")
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

  @Test func lineDiffMarksMissingAndUnexpectedLines() {
    let diff = lineDiff(
      expected: "tab main* [A]\nformSheet [B]", actual: "tab main* [A]\nalert \"x\" []")
    #expect(diff == "  tab main* [A]\n- formSheet [B]\n+ alert \"x\" []")
  }

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

  private func failure(_ result: Result<Void, DeepLinkError>) -> DeepLinkError? {
    if case .failure(let error) = result { return error }
    return nil
  }
}
