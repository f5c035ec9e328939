import CairnNavigation
import CairnPresentation
import CairnTesting
import DimoDomain
import DimoPresentation
import DimoTestSupport
import Testing

/// Search on the Vote tab against a real DIMO server: by title and by name (the scope sheet),
/// the empty result, a result opening the vote flow, and the two recent lists — at most five,
/// newest first, each item with ×, each list with 전체삭제.
@Suite(.timeLimit(.minutes(5)))
@MainActor
struct VoteSearchFlowTests {
  @Test func aTitleSearchIsKeptAndAnOpenedResultIsRecentlySeen() async throws {
    try await withBackend { backend in
      let (harness, search) = try await openSearch(backend)
      let front = harness.frontEnd
      let empty = await search.state("the empty recent lists") {
        !$0.recentSearches.isLoading && !$0.recentCharacters.isLoading
      }
      #expect(empty?.recentSearches == .empty("최근 검색어가 없어요"))
      #expect(empty?.recentCharacters == .empty("최근 본 캐릭터가 없어요"))

      search.search("거인")
      let found = await search.state("the work's cast") { $0.results?.value != nil }
      let results = try requireValue(found?.results?.value)
      #expect(results.allSatisfy { $0.character.contentTitle?.contains("거인") == true })
      let first = try #require(results.first)
      search.result.send(first.id)
      _ = try await harness.bind("Dig", as: DigViewModel.self) { $0 }
      let vote = StackLocation.tab(DimoTabBarCoordinator.voteTab)
      #expect(front.state.stack(at: vote)?.map(\.name) == ["VoteHome", "VoteSearch", "Dig"])
      front.pressBack()

      // By name: the scope sheet, a name that is nowhere, the original's empty text.
      search.scope.send()
      let sheet = try #require(await front.waitForDialog())
      #expect(sheet.title == "더보기")
      #expect(front.chooseDialogButton("캐릭터명"))
      _ = await search.state("the name scope") { $0.scope == .characterName }
      search.search("아무도없는이름")
      let none = await search.state("no result") {
        $0.results != nil && $0.results?.isLoading == false
      }
      #expect(none?.results == .empty("검색 결과가 없어요\n다른 키워드로 검색해 보세요"))

      // Cleared, the recent lists: the title searched (not the name), the character opened.
      search.text.send("")
      let recents = await search.state("the recent lists") {
        $0.showsRecents && $0.recentSearches.value != nil && $0.recentCharacters.value != nil
      }
      #expect(recents?.recentSearches.value == ["거인"])
      #expect(recents?.recentCharacters.value?.map(\.id) == [first.id])

      // A recent keyword searches by title again; a recent character by its name.
      search.keyword.send("거인")
      let again = await search.state("the keyword searched again") {
        $0.scope == .title && $0.results?.value != nil
      }
      #expect(again?.query == "거인")
      search.text.send("")
      _ = await search.state("the recent lists again") { $0.showsRecents }
      search.seen.send(first.id)
      let byName = await search.state("the character searched by name") {
        $0.scope == .characterName && $0.results?.value != nil
      }
      #expect(byName?.query == first.character.name)
      #expect(byName?.results?.value?.contains { $0.id == first.id } == true)
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }

  @Test func theRecentListsKeepFiveNewestFirstAndForgetOneOrAll() async throws {
    try await withBackend { backend in
      let (harness, search) = try await openSearch(backend) { harness in
        let recents = harness.data.recentRepository
        for keyword in ["거인", "칼날", "하나", "둘", "셋", "넷"] { try await recents.saveSearch(keyword) }
        for id in [1, 2, 3, 4, 5, 6] { try await recents.saveSeen(characterID: id) }
      }
      let recents = harness.data.recentRepository
      let lists = await search.state("the recent lists") {
        $0.recentSearches.value != nil && $0.recentCharacters.value != nil
      }
      #expect(lists?.recentSearches.value == ["넷", "셋", "둘", "하나", "칼날"])
      #expect(lists?.recentCharacters.value?.map(\.id) == [6, 5, 4, 3, 2])

      search.keywordRemoved.send("둘")
      let fewer = await search.state("one keyword less") { $0.recentSearches.value?.count == 4 }
      #expect(fewer?.recentSearches.value == ["넷", "셋", "하나", "칼날"])
      search.seenRemoved.send(4)
      let seen = await search.state("one character less") {
        $0.recentCharacters.value?.count == 4
      }
      #expect(seen?.recentCharacters.value?.map(\.id) == [6, 5, 3, 2])
      search.keywordsCleared.send()
      search.seenCleared.send()
      let cleared = await search.state("both lists cleared") {
        $0.recentSearches.value == nil && $0.recentCharacters.value == nil
      }
      #expect(cleared?.recentSearches == .empty("최근 검색어가 없어요"))
      #expect(try await recents.fetchSearches().isEmpty)
      #expect(try await recents.fetchSeenCharacters().isEmpty)
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }

  /// Signs a new account up, runs `prepare`, starts the app and opens Search.
  private func openSearch(
    _ backend: DimoBackend,
    prepare: @MainActor (DimoAppHarness) async throws -> Void = { _ in }
  ) async throws -> (DimoAppHarness, VoteSearchBindings) {
    let harness = try DimoAppHarness(backend: backend)
    _ = try await backend.signUp(through: harness.data.auth)
    try await prepare(harness)
    harness.start()
    let front = harness.frontEnd
    await front.waitUntil { $0.tabs.count == 4 }
    #expect(front.selectTab(DimoTabBarCoordinator.voteTab))
    let home = try await harness.bind("VoteHome", as: VoteHomeViewModel.self, VoteHomeBindings.init)
    home.search.send()
    let search = try await harness.bind(
      "VoteSearch", as: VoteSearchViewModel.self, VoteSearchBindings.init)
    #expect(front.visibleScreen?.title == "캐릭터 찾아보기")
    return (harness, search)
  }
}
