import CairnNavigation

// snippet: navigation-fixtures
/// Stands in for a view model: any object can be a screen's content.
@MainActor
final class PageModel {
  let label: String
  init(_ label: String) { self.label = label }
}

/// A flow that pushes one screen named `name` and can finish with a string.
@MainActor
final class PageFlow: FlowCoordinator<String> {
  let pageName: String
  private(set) var screen: ScreenID?
  private(set) var finishedChildren: [String] = []

  init(router: Router, page: String) {
    self.pageName = page
    super.init(router: router)
  }

  override var name: String { "PageFlow(\(pageName))" }

  override func start() {
    screen = router.push(PageModel(pageName), name: pageName, title: pageName.uppercased())
  }

  override func childDidFinish(_ child: Coordinator) {
    finishedChildren.append("\(child.name)\(child.isCancelled ? " cancelled" : "")")
  }
}

/// A flow that presents its screen in a form sheet.
@MainActor
final class SheetFlow: FlowCoordinator<Int> {
  private(set) var sheetRouter: Router?

  override func start() {
    sheetRouter = router.presentSheet(
      ScreenContent(PageModel("sheet"), name: "Sheet", title: "Sheet"))
  }
}

/// A root that starts nothing by itself; tests drive it.
@MainActor
final class RootFlow: Coordinator {
  private(set) var finishedChildren: [String] = []

  override func childDidFinish(_ child: Coordinator) {
    finishedChildren.append("\(child.name)\(child.isCancelled ? " cancelled" : "")")
  }
}

@MainActor
func makeRoot(tabs: [NavigationTab] = [NavigationTab(id: .main, title: "")]) -> (
  Navigator, RootFlow
) {
  let navigator = Navigator(tabs: tabs)
  let root = RootFlow(router: navigator.router())
  navigator.start(root)
  return (navigator, root)
}
// end-snippet
