import BookKittyDomain
import BookKittyPresentation
import BookKittyTestSupport
import CairnNavigation
import CairnPresentation
import CairnTesting
import Foundation
import Testing

@Suite("BookKitty's tabs, lists and details, headless", .timeLimit(.minutes(3)))
@MainActor
struct TabFlowTests {
  private let sapiens = TestBooks.info(1, title: "사피엔스", author: "유발 하라리")
  private let cosmos = TestBooks.info(2, title: "코스모스", author: "칼 세이건")

  @Test func threeTabsEachWithItsOwnStackAndTheMenuCanBeCancelled() async throws {
    let app = try await BookKittyAppHarness()
    expectNavigation(app.navigator, outline())
    for tab in [
      TabBarCoordinator.homeTab, TabBarCoordinator.questionsTab, TabBarCoordinator.libraryTab,
    ] {
      try await app.chooseFromMenu(BookKittyStrings.cancel, on: tab)
      expectNavigation(app.navigator, outline(selected: tab))
    }
  }

  @Test func eachRootScreensFloatingButtonOpensTheMenu() async throws {
    let app = try await BookKittyAppHarness()
    let tapped = PublishRelay<Void>()
    let home = try app.root(TabBarCoordinator.homeTab, as: HomeViewModel.self)
    _ = home.transform(.init(menuTapped: tapped.signal))
    let history = try app.root(TabBarCoordinator.questionsTab, as: QuestionHistoryViewModel.self)
    _ = history.transform(.init(menuTapped: tapped.signal))
    let library = try app.root(TabBarCoordinator.libraryTab, as: MyLibraryViewModel.self)
    _ = library.transform(.init(menuTapped: tapped.signal))
    tapped.send()
    let menu = try #require(await app.front.waitForDialog())
    #expect(menu.buttons.map(\.title) == ["책냥이에게 질문하기", "책 추가하기", "취소"])
    #expect(app.navigator.state.modals.count == 1, "one menu, however many buttons were pressed")
  }

  @Test func homeShowsRecentBooksWithOwnedTagsAndFollowsChanges() async throws {
    let app = try await BookKittyAppHarness()
    _ = try await app.store.saveBook(sapiens, isOwned: true)
    let home = try app.root(TabBarCoordinator.homeTab, as: HomeViewModel.self)
    let load = PublishRelay<Void>()
    let output = home.transform(.init(viewDidLoad: load.signal))
    load.send()
    #expect(await output.books.first { $0 == .empty(BookKittyStrings.homeEmpty) } != nil)
    try await app.saveQuestion("인류와 우주에 대해 알고 싶어요", books: [cosmos, sapiens])
    let cards = try #require(await output.books.first { $0.value?.count == 2 }?.value)
    #expect(cards.map(\.title) == ["코스모스", "사피엔스"], "the newest answer, in its order")
    #expect(cards.map(\.ownedTag) == ["미소유", "소유"])
    #expect(
      await output.covers.first {
        $0[cards[0].coverURL ?? ""] != nil && $0.values.allSatisfy { $0 != .loading }
      } != nil)
  }

  @Test func aBookDetailAsksBeforeChangingOwnershipThenPops() async throws {
    let app = try await BookKittyAppHarness()
    _ = try await app.store.saveBook(sapiens, isOwned: false)
    try await app.saveQuestion("인류의 역사를 알고 싶어요 추천해 주세요", books: [sapiens])
    let home = try app.root(TabBarCoordinator.homeTab, as: HomeViewModel.self)
    let load = PublishRelay<Void>()
    let select = PublishRelay<ISBN>()
    let output = home.transform(.init(viewDidLoad: load.signal, bookSelected: select.signal))
    load.send()
    _ = await output.books.first { $0.value?.isEmpty == false }
    select.send(sapiens.isbn)
    let detail = try await app.bind("BookDetail", as: BookDetailViewModel.self) {
      BookDetailBinding($0)
    }
    app.trackChildFlows()
    expectNavigation(app.navigator, outline(home: #"Home "책냥이", BookDetail "사피엔스""#))
    let content = try #require(await detail.output.content.first { $0.value != nil }?.value)
    #expect(content.price == "가격 15,000 원" && content.published == "2024년 1월 1일 출판")
    #expect(content.isbn == "ISBN: \(sapiens.isbn)" && content.rightButtonTitle == "등록")

    detail.toggle.send()
    _ = try #require(await app.front.waitForDialog())
    app.front.chooseDialogButton("취소")
    #expect(app.navigator.state.visibleScreen?.name == "BookDetail")
    #expect(try await app.store.book(isbn: sapiens.isbn)?.isOwned == false)

    detail.toggle.send()
    _ = try #require(await app.front.waitForDialog())
    app.front.chooseDialogButton("확인")
    await app.front.waitUntil { $0.visibleScreen?.name == "Home" }
    expectNavigation(app.navigator, outline())
    #expect(try await app.store.book(isbn: sapiens.isbn)?.isOwned == true)
    app.leaks.expectAllReleased()
  }

  @Test func takingABookOffTheShelfAsksWithTheOtherText() async throws {
    let app = try await BookKittyAppHarness()
    _ = try await app.store.saveBook(sapiens, isOwned: true)
    let library = LibraryBinding(
      try app.root(TabBarCoordinator.libraryTab, as: MyLibraryViewModel.self))
    _ = await library.output.books.first { $0.value != nil }
    app.front.selectTab(TabBarCoordinator.libraryTab)
    library.select.send(sapiens.isbn)
    let detail = BookDetailBinding(
      try #require(await app.front.waitForScreen("BookDetail", as: BookDetailViewModel.self)))
    #expect(await detail.output.content.first { $0.value?.rightButtonTitle == "삭제" } != nil)
    detail.toggle.send()
    let confirm = try #require(await app.front.waitForDialog())
    #expect(confirm.title == "나의 책장에서 아래의 책을 제외하시겠습니까?")
    app.front.chooseDialogButton("확인")
    #expect(await library.output.books.first { $0 == .empty("등록된 책이 없어요.") } != nil)
    #expect(library.output.emptyBody == "오른쪽 아래 추가 버튼을 눌러\n 가지고 있는 책을 추가해 보세요.")
  }

  @Test func theHistoryPagesByTenAndShowsTheIntendedEmptyText() async throws {
    let app = try await BookKittyAppHarness()
    let history = HistoryBinding(
      try app.root(TabBarCoordinator.questionsTab, as: QuestionHistoryViewModel.self))
    #expect(await history.output.questions.first { $0 == .empty("등록된 질문이 없어요.") } != nil)
    #expect(history.output.emptyBody == "오른쪽 아래 추가 버튼을 눌러\n 새로운 질문을 추가해 보세요.")
    for number in 1...23 {
      try await app.saveQuestion("질문 번호 \(number) 입니다", books: [sapiens])
    }
    let first = try #require(
      await history.output.questions.first {
        $0.value?.rows.first?.question == "질문 번호 23 입니다"
      }?.value)
    #expect(first.rows.count == 10 && first.hasMore)
    history.loadMore.send()
    _ = await history.output.questions.first { $0.value?.rows.count == 20 }
    history.loadMore.send()
    let all = try #require(
      await history.output.questions.first { $0.value?.rows.count == 23 }?.value)
    #expect(!all.hasMore && !all.isLoadingMore)
    #expect(all.rows.map(\.question) == (1...23).reversed().map { "질문 번호 \($0) 입니다" })
    #expect(all.rows[0].date == "2026년 11월 18일")
    try await app.saveQuestion("새로 물어본 질문입니다", books: [cosmos])
    #expect(
      await history.output.questions.first { $0.value?.rows.first?.question == "새로 물어본 질문입니다" }
        != nil)
  }

  @Test func theLibraryPagesByTwelveNewestFirst() async throws {
    let app = try await BookKittyAppHarness()
    for number in 1...30 {
      _ = try await app.store.saveBook(
        TestBooks.info(number, title: "책 \(number)", author: "저자"), isOwned: true)
    }
    let library = LibraryBinding(
      try app.root(TabBarCoordinator.libraryTab, as: MyLibraryViewModel.self))
    let first = try #require(await library.output.books.first { $0.value?.rows.count == 12 }?.value)
    #expect(first.rows.first?.title == "책 30" && first.hasMore)
    library.loadMore.send()
    library.loadMore.send()
    _ = await library.output.books.first { $0.value?.rows.count == 24 }
    library.loadMore.send()
    let all = try #require(await library.output.books.first { $0.value?.rows.count == 30 }?.value)
    #expect(all.rows.map(\.title) == (1...30).reversed().map { "책 \($0)" })
  }

  @Test func aQuestionsDetailShowsItsAnswerAndDeletingItClosesAtOnce() async throws {
    let app = try await BookKittyAppHarness()
    _ = try await app.store.saveBook(cosmos, isOwned: true)
    let saved = try await app.saveQuestion("인류와 우주에 대해 알고 싶어요", books: [sapiens, cosmos])
    let history = HistoryBinding(
      try app.root(TabBarCoordinator.questionsTab, as: QuestionHistoryViewModel.self))
    _ = await history.output.questions.first { $0.value?.rows.count == 1 }
    app.front.selectTab(TabBarCoordinator.questionsTab)
    history.select.send(saved.id)
    let detail = try await app.bind("QuestionDetail", as: QuestionDetailViewModel.self) {
      QuestionDetailBinding($0)
    }
    app.trackChildFlows()
    let output = detail.output
    let content = try #require(await output.content.first { $0.value != nil }?.value)
    #expect(content.headline == "2026년 11월 18일, 당신의 질문")
    #expect(content.reason == "추천 이유")
    #expect(content.books.map(\.title) == ["코스모스", "사피엔스"], "owned first")
    detail.delete.send()
    await app.front.waitUntil { $0.visibleScreen?.name == "QuestionHistory" }
    expectNavigation(app.navigator, outline(selected: TabBarCoordinator.questionsTab))
    #expect(await history.output.questions.first { $0.value == nil } != nil)
    #expect(app.navigator.state.topDialog == nil, "deleted without a confirmation, as the original")
    app.leaks.expectAllReleased()
  }

  @Test func quittingReleasesEveryFlow() async throws {
    let app = try await BookKittyAppHarness()
    app.leaks.track(app.app)
    for flow in app.navigator.runningFlows { app.leaks.track(flow) }
    try await app.chooseFromMenu(BookKittyStrings.addBook)
    _ = await app.front.waitForScreen("AddBook", as: AddBookViewModel.self)
    app.trackChildFlows()
    app.quit()
    #expect(app.navigator.runningFlows.isEmpty)
    app.leaks.expectAllReleased()
  }
}
