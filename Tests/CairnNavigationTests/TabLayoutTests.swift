import CairnNavigation
import CairnTesting
import Testing

/// A tab's layout is part of the navigation model: set through its router, kept in the state
/// value, shown in the outline, and neutral to every stack operation.
@Suite("Tab layouts in the navigation model", .timeLimit(.minutes(1)))
@MainActor
struct TabLayoutTests {
  final class Page {}

  @Test func aSplitTabKeepsItsStackAndRouterOperations() {
    let navigator = Navigator(tabs: [
      NavigationTab(id: "list", title: "List"), NavigationTab(id: "more", title: "More"),
    ])
    let list = navigator.router().onTab("list")
    #expect(list.setLayout(.split(collapsesBelow: 100)))
    list.push(Page(), name: "Rows", title: "Rows")
    list.push(Page(), name: "Row", title: "Row 1")
    #expect(navigator.state.tabs[0].layout == .split(collapsesBelow: 100))
    #expect(navigator.state.tabs[1].layout == .stack, "other tabs keep theirs")
    #expect(
      navigator.state.outline
        == "tab list* split [Rows \"Rows\", Row \"Row 1\"]\ntab more []")
    #expect(navigator.state.visibleScreen?.name == "Row", "the top screen is still the visible one")
    navigator.perform(.back)
    #expect(navigator.state.visibleScreen?.name == "Rows")
    #expect(list.setLayout(.stack))
    #expect(navigator.state.outline == "tab list* [Rows \"Rows\"]\ntab more []")
  }

  @Test func onlyATabThatExistsCanChangeItsLayout() {
    let navigator = Navigator()
    let router = navigator.router()
    router.push(Page(), name: "Root", title: "Root")
    router.presentSheet(ScreenContent(Page(), name: "Sheet", title: "Sheet"))
    #expect(!router.onVisibleStack.setLayout(.split(collapsesBelow: 80)))
    #expect(!router.onTab("gone").setLayout(.split(collapsesBelow: 80)))
    #expect(navigator.state.tabs.map(\.layout) == [.stack])
  }
}
