import CairnNavigation
import CairnTesting
import Testing

@Suite("SimulatedContainer keeps UIKit's rules", .timeLimit(.minutes(1)))
@MainActor
struct SimulatedContainerTests {
  private func screen(_ label: String) -> ScreenContent {
    ScreenContent(PageModel(label), name: label, title: label)
  }

  /// A model with one sheet shown, and the model after the app replaced it.
  private func replacement() -> (before: NavigationState, after: NavigationState) {
    let (navigator, root) = makeRoot()
    let old = root.router.presentSheet(screen("Old"))
    let before = navigator.state
    old.dismiss()
    root.router.presentSheet(screen("New"))
    return (before, navigator.state)
  }

  @Test func presentingWhileADismissalIsInFlightIsCaught() {
    let (before, after) = replacement()
    let container = SimulatedContainer(showing: before, completesTransitions: false)
    let plan = NavigationPlan(from: before, to: after)
    #expect(plan.steps.count == 2)
    container.take(plan.steps[0], for: after)
    // The container's refusal is what is tested: it must record exactly this issue.
    withKnownIssue("UIKit refuses to present while a dismissal runs") {
      container.take(plan.steps[1], for: after)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("presents while the dismissal") }
    }
  }

  @Test func aSecondTransitionBeforeTheFirstCompletesIsCaught() throws {
    let (navigator, root) = makeRoot()
    let before = navigator.state
    let first = try #require(root.router.push(screen("A")))
    let middle = navigator.state
    let second = try #require(root.router.push(screen("B")))
    let container = SimulatedContainer(showing: before, completesTransitions: false)
    container.take(.setStack(.tab(.main), [first]), for: middle)
    // The container's refusal is what is tested: it must record exactly this issue.
    withKnownIssue("rapid pushes crash UIKit") {
      container.take(.setStack(.tab(.main), [first, second]), for: navigator.state)
    }
  }

  @Test func stepsTakenOneAtATimeWithCompletionsBreakNoRule() {
    let (before, after) = replacement()
    let container = SimulatedContainer(showing: before, completesTransitions: false)
    for step in NavigationPlan(from: before, to: after).steps {
      container.take(step, for: after)
      #expect(container.inFlight != nil)
      container.completeTransition()
    }
    #expect(container.shown == ShownHierarchy(after))
  }

  @Test func aRedundantStackChangeIsCaught() throws {
    let (navigator, root) = makeRoot()
    let id = try #require(root.router.push(screen("A")))
    let container = SimulatedContainer(showing: navigator.state)
    // The container's refusal is what is tested: it must record exactly this issue.
    withKnownIssue("a plan never sets a stack to what it shows") {
      container.take(.setStack(.tab(.main), [id]), for: navigator.state)
    }
  }
}
