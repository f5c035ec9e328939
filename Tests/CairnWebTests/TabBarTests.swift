import CairnNavigation
import Testing

@testable import CairnWeb

/// The tab bar follows the selected tab's own top screen, as UIKit's does: a pushed detail
/// that hides it keeps it hidden while an alert or a sheet is over the detail.
@Suite("The tab bar under modals", .timeLimit(.minutes(1)))
@MainActor
struct TabBarTests {
  private final class Context: WebContext {
    let strings = WebStrings.english
    func setNeedsRender() {}
    func showToast(_ message: String, kind: WebToastKind) {}
  }

  private func tabBarIsHidden(_ state: NavigationState) -> Bool {
    let renderer = PageRenderer(
      strings: .english, context: Context(), view: { _ in nil }, body: { _, _ in nil })
    let html = renderer.render(state, toasts: [], isHelpShown: false).html
    // The tab bar's opening tag: from the `<nav` before its class to the `>` after it.
    guard let marker = html.range(of: "class=\"tabbar\""),
      let start = html[..<marker.lowerBound].range(of: "<nav", options: .backwards)
    else {
      Issue.record("no tab bar in \(html)")
      return false
    }
    let tag = html[start.lowerBound...].prefix { $0 != ">" }
    return tag.contains(" hidden")
  }

  private func state(detailHidesTabBar: Bool, modals: [Modal]) -> NavigationState {
    let list = Screen(id: ScreenID(1), name: "list", title: "List", owner: nil)
    let detail = Screen(
      id: ScreenID(2), name: "detail", title: "Detail", owner: nil,
      hidesTabBar: detailHidesTabBar)
    return NavigationState(
      tabs: [
        NavigationTab(id: TabID("main"), title: "Main", stack: [list, detail]),
        NavigationTab(id: TabID("soup"), title: "Soup"),
      ],
      modals: modals)
  }

  private let alert = Modal(
    id: ModalID(1), owner: nil,
    content: .dialog(Dialog(style: .alert, title: "Order?", buttons: [DialogButton("OK")])))

  @Test func aDetailThatHidesTheTabBarKeepsItHiddenUnderAnAlert() {
    #expect(tabBarIsHidden(state(detailHidesTabBar: true, modals: [])))
    #expect(tabBarIsHidden(state(detailHidesTabBar: true, modals: [alert])))
  }

  @Test func aScreenThatShowsTheTabBarShowsItUnderAnAlert() {
    #expect(!tabBarIsHidden(state(detailHidesTabBar: false, modals: [])))
    #expect(!tabBarIsHidden(state(detailHidesTabBar: false, modals: [alert])))
  }
}
