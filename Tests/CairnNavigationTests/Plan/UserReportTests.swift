import CairnNavigation
import CairnTesting
import Testing

@Suite("User reports settle into the model", .timeLimit(.minutes(1)))
@MainActor
struct UserReportTests {
  private func screen(_ label: String) -> ScreenContent {
    ScreenContent(PageModel(label), name: label, title: label)
  }

  // snippet: navigation-plan-late-dismissal
  @Test func aLateDismissalOfAReplacedModalChangesNothing() {
    let (navigator, root) = makeRoot()
    let old = root.router.presentSheet(screen("Old"))
    let oldID = navigator.state.modals[0].id
    old.dismiss()
    root.router.presentSheet(screen("New"))
    let replaced = navigator.state

    // The user's swipe-down of the old sheet is reported after the app replaced it.
    #expect(!navigator.perform(.didDismiss(oldID)))
    #expect(navigator.state == replaced)
  }
  // end-snippet

  @Test func aUserDismissalOfTheShownModalCancelsItsFlow() {
    let (navigator, root) = makeRoot()
    let flow = SheetFlow(router: root.router)
    root.startChild(flow)
    let id = navigator.state.modals[0].id
    #expect(navigator.perform(.didDismiss(id)))
    expectNavigation(navigator, "tab main* []")
    #expect(flow.isCancelled)
    #expect(root.finishedChildren == ["SheetFlow cancelled"])
  }

  @Test func aUserDismissalOfADialogAnswersItsCancelButton() async {
    let (navigator, root) = makeRoot()
    async let choice = root.router.presentDialog(
      .alert, title: "Delete?",
      actions: [
        DialogAction("Delete", role: .destructive, value: 1),
        DialogAction("Keep", role: .cancel, value: 0),
      ])
    while navigator.state.modals.isEmpty { await Task.yield() }
    #expect(navigator.perform(.didDismiss(navigator.state.modals[0].id)))
    #expect(await choice == 0)
  }

  // snippet: navigation-plan-back-swipe
  @Test func aBackSwipeSettlesIntoTheModelAndCancelsTheFlow() throws {
    let (navigator, root) = makeRoot()
    let home = try #require(root.router.push(screen("Home")))
    let flow = PageFlow(router: root.router, page: "Detail")
    root.startChild(flow)
    let container = SimulatedContainer(showing: navigator.state)

    // The container pops by itself on the user's swipe, then reports it.
    container.userPops(to: home, in: .main)
    var shown = navigator.state
    shown.setStack(Array(shown.tabs[0].stack.prefix(1)), at: .tab(.main))
    #expect(navigator.perform(.didPop(to: home, in: .tab(.main))))

    #expect(flow.isCancelled)
    #expect(root.finishedChildren == ["PageFlow(Detail) cancelled"])
    #expect(NavigationPlan(from: shown, to: navigator.state).isEmpty)
    #expect(container.shown == ShownHierarchy(navigator.state))
  }
  // end-snippet

  @Test func aRepeatedOrStaleBackReportChangesNothing() throws {
    let (navigator, root) = makeRoot()
    let home = try #require(root.router.push(screen("Home")))
    #expect(!navigator.perform(.didPop(to: home, in: .tab(.main))), "already on top")
    #expect(!navigator.perform(.didPop(to: ScreenID(999), in: .tab(.main))))
    #expect(!navigator.perform(.didPop(to: home, in: .sheet(ModalID(999)))))
  }
}
