import CairnNavigation
import CairnPresentation
import CairnTesting
import DimoDomain
import DimoPresentation
import DimoTestSupport
import Testing

/// The character detail against a real DIMO server: its feed, and the write modal whose result
/// reloads the feed (its vote: `VoteFlowTests`).
@Suite(.timeLimit(.minutes(4)))
@MainActor
struct CharacterDetailFlowTests {
  @Test func aReviewWrittenInTheModalAppearsInTheFeedWithoutARefresh() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      let account = try await backend.signUp(through: harness.data.auth, nickname: "리뷰쓰는사람")
      harness.start()
      let front = harness.frontEnd
      let character = try await openFirstCharacter(harness)
      let before = try requireValue(await character.feed("the feed") { !$0.isLoading })
      let reviewsBefore = before.value?.count ?? 0
      // The write button needs the character from the header: await it as a user sees it.
      let name = try #require(await character.analysis()?.character.name)
      character.write.send()
      let modal = try await harness.bind(
        "WriteReview", as: WriteReviewViewModel.self, WriteReviewBindings.init)
      let sheet = try #require(front.state.modals.last)
      guard case .sheet(.fullScreen, let stack) = sheet.content else {
        Issue.record("the write modal is not full screen: \(sheet)")
        return
      }
      #expect(stack.map(\.name) == ["WriteReview"])
      #expect(modal.output.placeholder == "\(name)에 대한 생각을 자유롭게 남겨 주세요")
      modal.text.send("좋아")
      #expect(modal.output.isSubmitEnabled.value == false)
      modal.text.send("  좋아  ")
      #expect(modal.output.isSubmitEnabled.value == false)
      modal.text.send("정말 좋아요")
      #expect(modal.output.isSubmitEnabled.value == true)
      modal.spoiler.send(true)
      modal.submit.send()
      await front.waitUntil { $0.modals.isEmpty }
      let feed = await character.feed("the new review in the feed") {
        $0.value?.first?.content == "정말 좋아요"
      }
      #expect(feed?.value?.count == reviewsBefore + 1)
      let newest = try #require(feed?.value?.first)
      #expect(newest.content == "정말 좋아요")
      #expect(newest.isSpoiler)
      #expect(newest.authorID == account.userID)
      #expect(newest.nickname == "리뷰쓰는사람")
      front.pressBack()
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }

  @Test func theWriteButtonTappedWhileTheHeaderLoadsOpensOneModalOnceItIsThere() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      _ = try await backend.signUp(through: harness.data.auth)
      harness.start()
      let front = harness.frontEnd
      let character = try await openFirstCharacter(harness)
      // Tapped twice at once, before the character's name has come back.
      character.write.send()
      character.write.send()
      let modal = try await harness.bind(
        "WriteReview", as: WriteReviewViewModel.self, WriteReviewBindings.init)
      #expect(front.state.modals.count == 1)
      let name = try #require(character.output.analysis.value.value?.character.name)
      #expect(modal.output.placeholder == "\(name)에 대한 생각을 자유롭게 남겨 주세요")
      modal.cancel.send()
      await front.waitUntil { $0.modals.isEmpty }
      front.pressBack()
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }

  @Test func cancellingTheModalWritesNothing() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      _ = try await backend.signUp(through: harness.data.auth)
      harness.start()
      let front = harness.frontEnd
      let character = try await openFirstCharacter(harness)
      _ = await character.feed("the feed") { !$0.isLoading }
      _ = try #require(await character.analysis())
      let writes = backend.requestCount("character/write_review")
      character.write.send()
      let modal = try await harness.bind(
        "WriteReview", as: WriteReviewViewModel.self, WriteReviewBindings.init)
      modal.text.send("쓰다가 말았어요")
      // Typed text is not thrown away unasked: 계속 쓰기 keeps the modal, 버리기 closes it.
      modal.cancel.send()
      let ask = try #require(await front.waitForDialog())
      #expect(ask.title == DimoStrings.discardReviewTitle)
      #expect(ask.buttons.map(\.title) == [DimoStrings.keepWriting, DimoStrings.discardReview])
      front.chooseDialogButton(DimoStrings.keepWriting)
      await front.waitUntil { $0.topDialog == nil }
      #expect(front.state.modals.count == 1, "still writing")
      modal.cancel.send()
      _ = try #require(await front.waitForDialog())
      front.chooseDialogButton(DimoStrings.discardReview)
      await front.waitUntil { $0.modals.isEmpty }
      #expect(front.visibleScreen?.name == "CharacterDetail")
      #expect(backend.requestCount("character/write_review") == writes)
      front.pressBack()
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }

  @Test func theSameCharacterDetailRunsOnTheStackOfTheTabItIsStartedFrom() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      _ = try await backend.signUp(through: harness.data.auth)
      harness.start()
      let front = harness.frontEnd
      let home = try await harness.bind("Home", as: HomeViewModel.self, HomeBindings.init)
      let sections = await home.settled()
      let id = try #require(sections[.sameMBTICharacters]?.items.value?.ids.first)
      home.character.send(id)
      _ = try await harness.bind("CharacterDetail", as: CharacterDetailViewModel.self) { _ in }
      #expect(front.state.selectedTab == DimoTabBarCoordinator.homeTab)
      #expect(
        front.state.stack(at: .tab(DimoTabBarCoordinator.homeTab))?.map(\.name)
          == ["Home", "CharacterDetail"])

      front.selectTab(DimoTabBarCoordinator.momentumTab)
      let tabs = try #require(harness.app?.tabBar)
      let momentum = try #require(tabs.tabs[DimoTabBarCoordinator.momentumTab])
      momentum.open(.character(id))
      _ = try await harness.bind("CharacterDetail", as: CharacterDetailViewModel.self) { _ in }
      #expect(front.state.selectedTab == DimoTabBarCoordinator.momentumTab)
      #expect(
        front.state.stack(at: .tab(DimoTabBarCoordinator.momentumTab))?.map(\.name).last
          == "CharacterDetail")
      #expect(
        front.state.stack(at: .tab(DimoTabBarCoordinator.homeTab))?.map(\.name)
          == ["Home", "CharacterDetail"])
      front.pressBack()
      await front.waitUntil {
        $0.stack(at: .tab(DimoTabBarCoordinator.momentumTab))?.count == 1
      }
      front.selectTab(DimoTabBarCoordinator.homeTab)
      front.pressBack()
      await front.waitUntil { $0.visibleScreen?.name == "Home" }
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }
}

/// Opens Home, a work of "지금 핫한 영화", then its first character; returns its bindings.
@MainActor
func openFirstCharacter(_ harness: DimoAppHarness) async throws -> CharacterDetailBindings {
  let home = try await harness.bind("Home", as: HomeViewModel.self, HomeBindings.init)
  let id = try #require(await home.settled()[.hits]?.items.value?.ids.first)
  home.content.send(id)
  let detail = try await harness.bind(
    "ContentDetail", as: ContentDetailViewModel.self, ContentDetailBindings.init)
  let character = try #require(await detail.detail()?.characters.first)
  detail.character.send(character.id)
  return try await harness.bind(
    "CharacterDetail", as: CharacterDetailViewModel.self, CharacterDetailBindings.init)
}
