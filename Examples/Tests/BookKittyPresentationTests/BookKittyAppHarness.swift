import BookKittyData
import BookKittyDomain
import BookKittyPresentation
import BookKittyTestSupport
import CairnNavigation
import CairnPresentation
import CairnTesting
import Foundation
import Testing

/// The whole BookKitty app, headless: its coordinators on a navigator, a real SQLite store, a
/// scripted search and recommender.
@MainActor
final class BookKittyAppHarness {
  let folder: TemporaryFolder
  let clock = TestClock()
  let store: BookKittyStore
  let recommender: StubRecommender
  let search: ScriptedSearch
  let navigator = Navigator()
  let front: HeadlessFrontEnd
  let leaks = LeakTracker()
  private(set) var app: BookKittyAppCoordinator?

  init(
    recommender: StubRecommender = StubRecommender([]),
    search: ScriptedSearch = ScriptedSearch()
  ) async throws {
    folder = try TemporaryFolder("bookkitty-flows")
    store = try await BookKittyStore.open(folder: folder.url, now: clock.reader)
    self.recommender = recommender
    self.search = search
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "Asia/Seoul") ?? .gmt
    let dependencies = BookKittyDependencies(
      books: store, questions: store, search: search, covers: StubCovers(),
      recommender: recommender, now: clock.reader, calendar: calendar)
    let app = BookKittyAppCoordinator(router: navigator.router(), dependencies: dependencies)
    self.app = app
    front = HeadlessFrontEnd(navigator: navigator)
    navigator.start(app)
  }

  /// The root view model of a tab, bound.
  func root<ViewModel>(_ tab: TabID, as type: ViewModel.Type) throws -> ViewModel {
    let screen = try #require(navigator.state.stack(at: .tab(tab))?.first)
    return try #require(navigator.content(of: screen.id, as: type))
  }

  /// Waits for the screen `name`, tracks its view model for leaks, and returns `bind` of it:
  /// the test keeps the binding, never the view model, so that the view model can go.
  func bind<ViewModel: AnyObject, Binding>(
    _ name: String, as type: ViewModel.Type, _ bind: (ViewModel) -> Binding
  ) async throws -> Binding {
    let viewModel = try #require(await front.waitForScreen(name, as: type))
    leaks.track(viewModel)
    return bind(viewModel)
  }

  /// Opens the floating menu from `tab`'s root and chooses `entry`.
  func chooseFromMenu(_ entry: String, on tab: TabID = TabBarCoordinator.homeTab) async throws {
    front.selectTab(tab)
    let menu = try #require(
      navigator.runningFlows.first { $0 is TabBarCoordinator } as? TabBarCoordinator)
    menu.showFloatingMenu()
    let dialog = try #require(await front.waitForDialog())
    #expect(dialog.style == .actionSheet)
    #expect(
      dialog.buttons.map(\.title)
        == [BookKittyStrings.askQuestion, BookKittyStrings.addBook, BookKittyStrings.cancel])
    #expect(front.chooseDialogButton(entry))
  }

  /// Tracks every running flow but the app's own three tabs and tab bar.
  func trackChildFlows() {
    for flow in navigator.runningFlows
    where
      !(flow is BookKittyAppCoordinator || flow is TabBarCoordinator
      || flow is HomeCoordinator || flow is QuestionHistoryCoordinator
      || flow is MyLibraryCoordinator)
    {
      leaks.track(flow)
    }
  }

  /// Saves a question with books, as a finished ask would.
  @discardableResult
  func saveQuestion(_ text: String, books: [BookInfo]) async throws -> QuestionAnswer {
    try await store.saveQuestion(
      id: UUID(), question: text, answer: "추천 이유", books: books, at: clock.now())
  }

  func quit() {
    app?.cancel()
    app = nil
  }
}

/// A recommendation of new books only.
func recommendation(_ books: [BookInfo], reason: String = "추천 이유") -> Recommendation {
  Recommendation(ownedISBNs: [], newBooks: books, reason: reason)
}

/// The outline of the three tabs with `home`, `qna` and `library` as their stacks.
func outline(
  home: String = #"Home "책냥이""#, qna: String = #"QuestionHistory "QnA 히스토리""#,
  library: String = #"MyLibrary "나의 책장""#, selected: TabID = TabBarCoordinator.homeTab
) -> String {
  func mark(_ tab: TabID) -> String { tab == selected ? "*" : "" }
  return """
    tab home\(mark(TabBarCoordinator.homeTab)) [\(home)]
    tab qna\(mark(TabBarCoordinator.questionsTab)) [\(qna)]
    tab library\(mark(TabBarCoordinator.libraryTab)) [\(library)]
    """
}
