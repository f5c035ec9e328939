import CairnNavigation
import CairnTesting
import Testing

@Suite("NavigationPlan over random router sequences", .timeLimit(.minutes(1)))
@MainActor
struct NavigationPlanFuzzTests {
  private static let tabs: [TabID] = ["one", "two", "three"]

  /// One random router operation; dialogs are presented by tasks kept in `dialogs`.
  private func randomOperation(
    on navigator: Navigator, using generator: inout SeededGenerator,
    dialogs: inout [Task<Int?, Never>]
  ) async -> String {
    let sheets = navigator.state.modals.filter { $0.dialog == nil }.map {
      StackLocation.sheet($0.id)
    }
    let locations = Self.tabs.map { StackLocation.tab($0) } + sheets
    let location = locations.randomElement(using: &generator) ?? .tab("one")
    let router = navigator.router(on: location)
    switch Int.random(in: 0..<8, using: &generator) {
    case 0, 1:
      router.push(ScreenContent(PageModel("p"), name: "Page", title: "Page"))
      return "push on \(location)"
    case 2:
      router.pop()
      return "pop \(location)"
    case 3:
      router.presentSheet(ScreenContent(PageModel("s"), name: "Sheet", title: "Sheet"))
      return "present sheet"
    case 4:
      let count = navigator.state.modals.count
      dialogs.append(
        Task {
          await router.presentDialog(
            .alert, title: "Sure?", actions: [DialogAction("OK", value: 1)])
        })
      for _ in 0..<100 where navigator.state.modals.count == count { await Task.yield() }
      return "present dialog"
    case 5:
      router.dismiss()
      return "dismiss from \(location)"
    case 6:
      let tab = Self.tabs.randomElement(using: &generator) ?? "one"
      router.selectTab(tab)
      return "select \(tab)"
    default:
      guard let screen = router.stack.randomElement(using: &generator) else {
        return "retitle none"
      }
      let title = "T\(Int.random(in: 0..<3, using: &generator))"
      router.setTitle(title, for: screen.id)
      return "retitle \(screen.id) \(title)"
    }
  }

  @Test func aContainerRunningEachTurnsPlanShowsTheModel() async {
    var generator = SeededGenerator(seed: 20_250_601)
    for sequence in 0..<200 {
      let navigator = Navigator(tabs: Self.tabs.map { NavigationTab(id: $0, title: $0.rawValue) })
      let container = SimulatedContainer(showing: navigator.state)
      var shown = navigator.state
      var dialogs: [Task<Int?, Never>] = []
      var history: [String] = []
      for _ in 0..<Int.random(in: 1...10, using: &generator) {
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
          history.append(await randomOperation(on: navigator, using: &generator, dialogs: &dialogs))
        }
        let plan = NavigationPlan(from: shown, to: navigator.state)
        container.run(plan, for: navigator.state)
        shown = navigator.state
        #expect(
          container.shown == ShownHierarchy(navigator.state),
          "sequence \(sequence) after \(history)\nplan:\n\(plan)")
        history.append("|")
      }
      while navigator.perform(.dismiss) {}
      for dialog in dialogs { _ = await dialog.value }
    }
  }
}
