import CairnNavigation
import CairnPresentation
import CairnTesting
import DimoDomain
import DimoPresentation
import DimoTestSupport
import Testing

/// Home against a real DIMO server: the five sections with the user's MBTI, each loading,
/// empty and failing on its own, the category switch, the spoiler alert and the "more" lists.
@Suite(.timeLimit(.minutes(4)))
@MainActor
struct HomeFlowTests {
  @Test func everySectionLoadsWithTheUsersMBTIInItsTitle() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      _ = try await backend.signUp(through: harness.data.auth, mbti: "INTP")
      harness.start()
      let home = try await harness.bind("Home", as: HomeViewModel.self, HomeBindings.init)
      let sections = await home.sections("the MBTI in the titles") {
        $0.allSatisfy { !$0.items.isLoading }
          && $0[.sameMBTIContents]?.title.hasPrefix("INTP") == true
      }
      #expect(
        sections.map(\.title) == [
          "Today's DIMO", "INTP가 주인공인 영화", "스포주의! INTP 캐릭터 모아보기",
          "INTP가 관심있는 영화/애니", "지금 핫한 영화",
        ])
      #expect(sections[.today]?.label == "애니")
      let today = try #require(sections[.today]?.items.value?.ids)
      #expect((1...DimoRules.representCount).contains(today.count))
      let hits = try #require(sections[.hits]?.items.value?.ids)
      #expect(hits.count == DimoRules.homeSectionLimit)
      #expect(sections[.hits]?.showsMore == true)
      #expect(sections[.today]?.showsMore == false)
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }

  @Test func anEmptyCatalogShowsEverySectionsEmptyState() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      _ = try await backend.signUp(through: harness.data.auth)
      try await backend.emptyCatalog()
      harness.start()
      let home = try await harness.bind("Home", as: HomeViewModel.self, HomeBindings.init)
      let sections = await home.settled()
      #expect(
        sections.map(\.items) == [
          .empty(DimoStrings.emptySection), .empty(DimoStrings.emptySection),
          .empty(DimoStrings.emptyCharacters), .empty(DimoStrings.emptySection),
          .empty(DimoStrings.emptySection),
        ])
      expectTrue(sections.allSatisfy { !$0.showsMore })
      harness.quit()
    }
  }

  @Test func aServerFailingOneSectionFailsThatSectionAloneAndItRetriesAlone() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      _ = try await backend.signUp(through: harness.data.auth)
      backend.failNext("home/anime")
      harness.start()
      let home = try await harness.bind("Home", as: HomeViewModel.self, HomeBindings.init)
      let sections = await home.settled()
      #expect(
        sections[.today]?.items
          == .failed(LoadFailure(message: DimoStrings.temporaryError, isRetryable: true)))
      for kind in HomeSectionKind.allCases where kind != .today {
        #expect(sections[kind]?.items.value != nil, "\(kind) should have loaded")
      }
      let moreRequests = backend.requestCount("home/anime_more")
      home.retryFailed.send()
      let retried = await home.sections("Today's DIMO after the retry") {
        $0[.today]?.items.value != nil
      }
      #expect(retried[.today]?.items.value != nil)
      #expect(backend.requestCount("home/anime_more") == moreRequests)
      harness.quit()
    }
  }

  @Test func oneFailingListOfTheFourFailsOnlyItsSection() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      _ = try await backend.signUp(through: harness.data.auth)
      backend.failNext("home/anime_more")
      harness.start()
      let home = try await harness.bind("Home", as: HomeViewModel.self, HomeBindings.init)
      let sections = await home.settled()
      let failed = sections.filter { $0.items.failure != nil }.map(\.kind)
      #expect(failed.count == 1)
      #expect(failed.first != .today)
      let kind = try #require(failed.first)
      home.retrySection.send(kind)
      let retried = await home.sections("\(kind) after its retry") {
        $0[kind]?.items.value != nil
      }
      expectTrue(retried.allSatisfy { $0.items.value != nil })
      harness.quit()
    }
  }

  @Test func theMovieCategoryShowsTheMovieHomeAndOpensAMovie() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      _ = try await backend.signUp(through: harness.data.auth)
      harness.start()
      let home = try await harness.bind("Home", as: HomeViewModel.self, HomeBindings.init)
      _ = await home.settled()
      home.category.send()
      let sheet = try #require(await harness.frontEnd.waitForDialog())
      #expect(sheet.title == DimoStrings.category)
      #expect(sheet.buttons.map(\.title).contains("영화"))
      harness.frontEnd.chooseDialogButton("영화")
      let movies = await home.sections("the movie category's sections") {
        $0[.today]?.label == "영화" && $0.allSatisfy { !$0.items.isLoading }
      }
      #expect(movies.count == 5)
      // Every section holds movies (the server numbers them from 1,000,000), none anime.
      let works = movies.filter { !$0.kind.listsCharacters }.compactMap { $0.items.value?.ids }
      #expect(works.count == 4)
      expectTrue(works.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0 >= 1_000_000 } })
      let movie = try #require(works.first?.first)
      home.content.send(movie)
      let detail = try await harness.bind(
        "ContentDetail", as: ContentDetailViewModel.self, ContentDetailBindings.init)
      let shown = try #require(await detail.detail())
      #expect(shown.id == movie)
      #expect(ContentInfoRow.rows(of: shown).first?.value == "영화")
      #expect(shown.type == .movie)
      harness.frontEnd.pressBack()
      await harness.frontEnd.waitUntil { $0.visibleScreen?.name == "Home" }
      home.category.send()
      _ = try #require(await harness.frontEnd.waitForDialog())
      harness.frontEnd.chooseDialogButton("애니")
      let anime = await home.sections("the anime category again") {
        $0[.today]?.label == "애니" && $0.allSatisfy { $0.items.value != nil }
      }
      #expect(anime.count == 5)
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }

  @Test func characterMoreAsksForTheSpoilerAlertFirst() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      _ = try await backend.signUp(through: harness.data.auth, mbti: "ENFP")
      harness.start()
      let front = harness.frontEnd
      let home = try await harness.bind("Home", as: HomeViewModel.self, HomeBindings.init)
      _ = await home.sections("the character section") {
        $0[.sameMBTICharacters]?.showsMore == true
          && $0[.sameMBTIContents]?.title.hasPrefix("ENFP") == true
      }
      home.more.send(.sameMBTICharacters)
      let alert = try #require(await front.waitForDialog())
      #expect(alert.title == DimoStrings.spoilerAlertTitle)
      #expect(alert.message == DimoStrings.spoilerAlertMessage)
      #expect(alert.buttons.map(\.title) == ["확인하기", "뒤로가기"])
      front.chooseDialogButton("뒤로가기")
      await front.waitUntil { $0.modals.isEmpty }
      #expect(front.visibleScreen?.name == "Home")

      home.more.send(.sameMBTICharacters)
      _ = try #require(await front.waitForDialog())
      front.chooseDialogButton("확인하기")
      try await harness.bind("HomeMore", as: HomeMoreViewModel.self) { _ in }
      #expect(front.visibleScreen?.title == "스포주의! ENFP 캐릭터 모아보기")
      #expect(front.state.selectedTab == DimoTabBarCoordinator.homeTab)
      front.pressBack()
      await front.waitUntil { $0.visibleScreen?.name == "Home" }
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }

  @Test func contentMoreListsTheWholeSection() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      _ = try await backend.signUp(through: harness.data.auth)
      harness.start()
      let front = harness.frontEnd
      let home = try await harness.bind("Home", as: HomeViewModel.self, HomeBindings.init)
      _ = await home.sections("the hits") { $0[.hits]?.showsMore == true }
      home.more.send(.hits)
      let viewDidLoad = PublishRelay<Void>()
      let output = try await harness.bind("HomeMore", as: HomeMoreViewModel.self) {
        $0.transform(.init(viewDidLoad: viewDidLoad.signal))
      }
      #expect(front.state.modals.isEmpty)
      #expect(front.visibleScreen?.title == "지금 핫한 영화")
      viewDidLoad.send()
      let items = await bounded("the whole list") {
        await output.items.first { $0.value != nil }?.value
      }
      #expect((items?.ids.count ?? 0) > DimoRules.homeSectionLimit)
      front.pressBack()
      await front.waitUntil { $0.visibleScreen?.name == "Home" }
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }
}
