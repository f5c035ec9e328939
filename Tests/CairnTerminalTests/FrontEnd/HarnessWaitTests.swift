import CairnNavigation
import CairnTerminal
import CairnTerminalTesting
import Testing

/// The harness's waits cannot pass quietly: one whose bound passes fails the test, naming what
/// it waited for and showing the screen it saw.
@Suite("Terminal harness waits", .timeLimit(.minutes(1)))
@MainActor
struct HarnessWaitTests {
  @Test func aWaitForTextThatNeverComesFailsTheTestWithTheScreen() async {
    let (navigator, frontEnd) = makeFrontEnd()
    navigator.router().push(LabelModel("목록 내용"), name: "List", title: "목록")
    let screen = TerminalHarness(frontEnd: frontEnd, width: 60, height: 12)
    // The failure under test: a known issue, matched to its text (none at all fails the test).
    await withKnownIssue {
      await screen.waitForText("never shown", limit: .milliseconds(50))
    } matching: { issue in
      let comment = issue.comments.map(\.rawValue).joined()
      return comment.contains(#"the text "never shown""#) && comment.contains("목록 내용")
    }
  }

  @Test func aWaitUntilThatNeverHoldsFailsTheTestWithItsDescription() async {
    let (_, frontEnd) = makeFrontEnd()
    let screen = TerminalHarness(frontEnd: frontEnd, width: 60, height: 12)
    // The failure under test, matched to its description.
    await withKnownIssue {
      await screen.waitUntil(limit: .milliseconds(50), "an impossible screen") { _ in false }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("an impossible screen")
    }
  }

  @Test func aWaitThatHoldsReturnsAtOnceWithoutAFailure() async {
    let (navigator, frontEnd) = makeFrontEnd()
    let screen = TerminalHarness(frontEnd: frontEnd, width: 60, height: 12)
    navigator.router().push(LabelModel("나중 내용"), name: "Later", title: "나중")
    await screen.waitForText("나중 내용")
    #expect(screen.text.contains("나중 내용"))
  }
}
