import BookKittyDomain
import BookKittyPresentation
import BookKittyTestSupport
import CairnNavigation
import CairnPresentation
import CairnTesting
import Testing

@Suite("The AddBook flow, headless", .timeLimit(.minutes(3)))
@MainActor
struct AddBookFlowTests {
  private let sapiens = TestBooks.info(1, title: "사피엔스", author: "유발 하라리")

  /// Opens the search by title through the menu and the add-book screen.
  private func openSearch(_ app: BookKittyAppHarness, on tab: TabID = TabBarCoordinator.homeTab)
    async throws -> SearchBinding
  {
    try await app.chooseFromMenu(BookKittyStrings.addBook, on: tab)
    let addBook = try #require(await app.front.waitForScreen("AddBook", as: AddBookViewModel.self))
    app.leaks.track(addBook)
    let enter = PublishRelay<Void>()
    let output = addBook.transform(.init(enterTitleTapped: enter.signal))
    #expect(output.notice == BookKittyStrings.cameraUnavailable)
    enter.send()
    let search = try #require(
      await app.front.waitForScreen("AddBookByTitle", as: AddBookByTitleViewModel.self))
    app.leaks.track(search)
    app.trackChildFlows()
    return SearchBinding(search)
  }

  @Test func aFoundBookIsAddedBothScreensPopAndLibraryShowsIt() async throws {
    let app = try await BookKittyAppHarness(search: ScriptedSearch(["사피엔스": [sapiens]]))
    let search = try await openSearch(app)
    expectNavigation(
      app.navigator,
      outline(home: #"Home "책냥이", AddBook "책 추가하기", AddBookByTitle "제목 입력하기""#))
    search.search("사피엔스")
    let results = try #require(await search.output.results.first { $0.value != nil }?.value)
    #expect(results.map(\.title) == ["사피엔스"])
    search.select.send(sapiens.isbn)
    let confirm = try #require(await app.front.waitForDialog())
    #expect(confirm.title == "사피엔스" && confirm.message == "위 책을 추가하시겠습니까?")
    #expect(confirm.buttons.map(\.title) == ["취소", "확인"])
    #expect(app.front.chooseDialogButton("확인"))
    await app.front.waitUntil { $0.selectedTab == TabBarCoordinator.libraryTab }
    expectNavigation(app.navigator, outline(selected: TabBarCoordinator.libraryTab))
    #expect(try await app.store.book(isbn: sapiens.isbn)?.isOwned == true)
    let library = LibraryBinding(
      try app.root(TabBarCoordinator.libraryTab, as: MyLibraryViewModel.self))
    #expect(await library.output.books.first { $0.value?.rows.map(\.title) == ["사피엔스"] } != nil)
    app.leaks.expectAllReleased()
  }

  @Test func aBookKeptFromARecommendationSimplyBecomesOwned() async throws {
    let app = try await BookKittyAppHarness(search: ScriptedSearch(["사피엔스": [sapiens]]))
    try await app.saveQuestion("인류의 역사를 알고 싶어요 추천해 주세요", books: [sapiens])
    let search = try await openSearch(app)
    search.search("사피엔스")
    _ = await search.output.results.first { $0.value != nil }
    search.select.send(sapiens.isbn)
    _ = try #require(await app.front.waitForDialog())
    app.front.chooseDialogButton("확인")
    await app.front.waitUntil { $0.selectedTab == TabBarCoordinator.libraryTab }
    #expect(try await app.store.book(isbn: sapiens.isbn)?.isOwned == true)
    #expect(try await app.store.rowCount(of: "book") == 1)
  }

  @Test func cancellingTheConfirmationKeepsTheSearch() async throws {
    let app = try await BookKittyAppHarness(search: ScriptedSearch(["사피엔스": [sapiens]]))
    let search = try await openSearch(app)
    search.search("사피엔스")
    _ = await search.output.results.first { $0.value != nil }
    search.select.send(sapiens.isbn)
    _ = try #require(await app.front.waitForDialog())
    app.front.chooseDialogButton("취소")
    #expect(app.navigator.state.visibleScreen?.name == "AddBookByTitle")
    #expect(try await app.store.book(isbn: sapiens.isbn) == nil)
  }

  @Test func nothingFoundSaysSo() async throws {
    let app = try await BookKittyAppHarness()
    let search = try await openSearch(app)
    #expect(search.output.results.value == .empty(BookKittyStrings.searchHint))
    search.search("없는 책")
    #expect(await search.output.results.first { $0 == .empty("검색 결과가 없습니다.") } != nil)
  }

  @Test func aFailedSearchIsTheNetworkPopupAndTheSearchStays() async throws {
    let app = try await BookKittyAppHarness(search: ScriptedSearch(failure: .network("offline")))
    let search = try await openSearch(app)
    search.search("사피엔스")
    let popup = try #require(await app.front.waitForDialog())
    #expect(popup.title == "네트워크 오류")
    app.front.chooseDialogButton("확인")
    #expect(app.navigator.state.visibleScreen?.name == "AddBookByTitle")
  }

  @Test(arguments: [TabBarCoordinator.homeTab, TabBarCoordinator.questionsTab])
  func backingOutOfBothScreensEndsTheFlowAndSelectsLibrary(tab: TabID) async throws {
    let app = try await BookKittyAppHarness()
    _ = try await openSearch(app, on: tab)
    #expect(app.front.pressBack())
    #expect(app.navigator.state.visibleScreen?.name == "AddBook")
    #expect(app.front.pressBack())
    expectNavigation(app.navigator, outline(selected: TabBarCoordinator.libraryTab))
    app.leaks.expectAllReleased()
  }
}
