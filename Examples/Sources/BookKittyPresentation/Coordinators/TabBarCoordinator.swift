import CairnNavigation

/// The tab bar: Home, Q&A and Library, each with its own stack and coordinator, and the
/// floating button's menu, which starts the AddQuestion and AddBook flows on the tab in view.
///
/// However a child flow ends — finished, backed out of, or failed — the tab bar selects a tab,
/// as the original did: Q&A after a question, Library after a book.
@MainActor
public final class TabBarCoordinator: Coordinator {
  /// The Home tab.
  public nonisolated static let homeTab: TabID = "home"
  /// The Q&A tab.
  public nonisolated static let questionsTab: TabID = "qna"
  /// The Library tab.
  public nonisolated static let libraryTab: TabID = "library"

  let dependencies: BookKittyDependencies
  /// Each tab's own flow, by tab.
  private(set) var tabFlows: [TabID: any TabRootCoordinator] = [:]
  /// True from a request for the menu until its sheet is presented, so that several presses
  /// before then open it once.
  private var isMenuRequested = false

  /// Creates the flow.
  public init(router: Router, dependencies: BookKittyDependencies) {
    self.dependencies = dependencies
    super.init(router: router)
  }

  // snippet: bookkitty-tab-bar-start
  /// Sets up the three tabs and starts each one's flow.
  public override func start() {
    router.setTabs([
      NavigationTab(id: Self.homeTab, title: BookKittyStrings.homeTab),
      NavigationTab(id: Self.questionsTab, title: BookKittyStrings.questionTab),
      NavigationTab(id: Self.libraryTab, title: BookKittyStrings.libraryTab),
    ])
    let home = HomeCoordinator(router: router.onTab(Self.homeTab), dependencies: dependencies)
    let history = QuestionHistoryCoordinator(
      router: router.onTab(Self.questionsTab), dependencies: dependencies)
    let library = MyLibraryCoordinator(
      router: router.onTab(Self.libraryTab), dependencies: dependencies)
    tabFlows = [Self.homeTab: home, Self.questionsTab: history, Self.libraryTab: library]
    for tab in [home, history, library] as [any TabRootCoordinator] {
      tab.menu = self
      startChild(tab)
    }
  }
  // end-snippet

  /// The floating button's menu, as an action sheet: ask a question, add a book, or cancel.
  public func showFloatingMenu() {
    guard !isMenuRequested, navigator.state.modals.isEmpty else { return }
    isMenuRequested = true
    let router = self.router
    task { [weak self] in
      // Cleared on the main actor just before the sheet is added, with no suspension between.
      self?.isMenuRequested = false
      let choice = await router.presentDialog(
        .actionSheet, title: BookKittyStrings.menuTitle,
        actions: [
          DialogAction(BookKittyStrings.askQuestion, value: MenuChoice.askQuestion),
          DialogAction(BookKittyStrings.addBook, value: MenuChoice.addBook),
          DialogAction(BookKittyStrings.cancel, role: .cancel, value: MenuChoice.cancel),
        ])
      switch choice {
      case .askQuestion: self?.startAddQuestion()
      case .addBook: self?.startAddBook()
      case .cancel, nil: break
      }
    }
  }

  // snippet: bookkitty-child-flow-selects-tab
  /// Starts the AddQuestion flow on the tab in view; when it ends, however it ends, Q&A shows.
  public func startAddQuestion() {
    let flow = AddQuestionCoordinator(router: visibleTab, dependencies: dependencies)
    startChild(flow) { [weak self] _ in self?.router.selectTab(Self.questionsTab) }
  }

  /// Starts the AddBook flow on the tab in view; when it ends, however it ends, Library shows.
  @discardableResult
  public func startAddBook() -> AddBookCoordinator {
    let flow = AddBookCoordinator(router: visibleTab, dependencies: dependencies)
    startChild(flow) { [weak self] _ in self?.router.selectTab(Self.libraryTab) }
    return flow
  }
  // end-snippet

  /// A router on the selected tab's stack.
  private var visibleTab: Router {
    router.onTab(navigator.state.selectedTab)
  }

  private enum MenuChoice: Sendable {
    case askQuestion, addBook, cancel
  }
}
