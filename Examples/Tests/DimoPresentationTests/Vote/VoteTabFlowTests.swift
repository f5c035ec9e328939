import CairnNavigation
import CairnPresentation
import CairnTesting
import DimoDomain
import DimoPresentation
import DimoTestSupport
import Testing

/// The Vote tab against a real DIMO server: Vote home's hot characters, Recommend and its
/// sort sheet, the vote flow on this tab's stack with its result shown back in the list
/// without a reload, a voted character opening its result, 다시 투표하기 on the result, and
/// the same work's characters.
@Suite(.timeLimit(.minutes(5)))
@MainActor
struct VoteTabFlowTests {
  @Test func aHotCharacterVotedOnShowsItsVoteInTheListWithoutAReload() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      _ = try await backend.signUp(through: harness.data.auth)
      harness.start()
      let front = harness.frontEnd
      await front.waitUntil { $0.tabs.count == 4 }
      #expect(front.selectTab(DimoTabBarCoordinator.voteTab))
      let home = try await harness.bind(
        "VoteHome", as: VoteHomeViewModel.self, VoteHomeBindings.init)
      let hot = try requireValue(await home.hot("the hot characters")?.value)
      #expect(hot.count == DimoRules.hotCharacterCount)
      let first = try #require(hot.first)
      #expect(!first.hasVoted)
      let lists = backend.requestCount("vote/recommend")

      home.character.send(first.id)
      let dig = try await harness.bind("Dig", as: DigViewModel.self, DigBindings.init)
      let vote = StackLocation.tab(DimoTabBarCoordinator.voteTab)
      #expect(front.state.stack(at: vote)?.map(\.name) == ["VoteHome", "Dig"])
      dig.choose("ENTP")
      dig.next.send()
      _ = try await harness.bind("VoteComplete", as: VoteCompleteViewModel.self) { $0 }
      #expect(front.state.stack(at: vote)?.map(\.name) == ["VoteHome", "VoteComplete"])
      front.pressBack()
      let updated = await home.hot("the vote in the list") {
        $0.candidate(first.id)?.hasVoted == true
      }
      #expect(updated?.candidate(first.id)?.character.mbti != nil)
      #expect(backend.requestCount("vote/recommend") == lists, "shown without a reload")
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }

  @Test func recommendSortsByTheSheetAndAVotedCharacterOpensItsResultToRevote() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      _ = try await backend.signUp(through: harness.data.auth)
      harness.start()
      let front = harness.frontEnd
      await front.waitUntil { $0.tabs.count == 4 }
      #expect(front.selectTab(DimoTabBarCoordinator.voteTab))
      let home = try await harness.bind(
        "VoteHome", as: VoteHomeViewModel.self, VoteHomeBindings.init)
      home.random.send()
      let recommend = try await harness.bind(
        "Recommend", as: RecommendViewModel.self, RecommendBindings.init)
      #expect(front.visibleScreen?.title == "캐릭터 랜덤 추천")
      #expect(recommend.output.order.value == .random)
      let random = await recommend.characters("the random list") { $0.value != nil }
      #expect(random?.value?.count == DimoRules.randomRecommendationCount)

      recommend.sort.send()
      let sheet = try #require(await front.waitForDialog())
      #expect(sheet.title == "정렬")
      #expect(sheet.buttons.map(\.title) == ["랜덤순", "인기순", "취소"])
      #expect(front.chooseDialogButton("인기순"))
      let popular = await recommend.characters("the popular list") {
        ($0.value?.count ?? 0) > DimoRules.hotCharacterCount
      }
      #expect(recommend.output.order.value == .popular)
      let target = try #require(popular?.value?.first)
      let enfj = try #require(MBTI("ENFJ"))
      _ = try await harness.data.voteRepository.vote(
        enfj, characterID: target.id, contentID: target.character.contentID, isRevote: false)
      recommend.refresh.send()
      let voted = await recommend.characters("the caller's vote in the list") {
        $0.candidate(target.id)?.hasVoted == true
      }
      #expect(voted != nil)

      // A character voted on already opens its result, not Dig.
      recommend.character.send(target.id)
      let complete = try await harness.bind(
        "VoteComplete", as: VoteCompleteViewModel.self, VoteCompleteBindings.init)
      let vote = StackLocation.tab(DimoTabBarCoordinator.voteTab)
      #expect(
        front.state.stack(at: vote)?.map(\.name) == ["VoteHome", "Recommend", "VoteComplete"])
      _ = await complete.result("the result") { $0.myVote == enfj }
      complete.revote.send()
      let dig = try await harness.bind("Dig", as: DigViewModel.self, DigBindings.init)
      #expect(
        front.state.stack(at: vote)?.map(\.name)
          == ["VoteHome", "Recommend", "VoteComplete", "Dig"])
      _ = await dig.state("the caller's letters") { $0.mbti == enfj }
      dig.letter.send("I")
      dig.next.send()
      let changed = await complete.result("the result after the revote") {
        $0.myVote == MBTI("INFJ")
      }
      #expect(changed != nil)
      #expect(
        front.state.stack(at: vote)?.map(\.name) == ["VoteHome", "Recommend", "VoteComplete"])
      #expect(backend.requestCount("vote/revote") == 1)
      front.pressBack()
      let shown = await recommend.characters("the revote in the list") {
        $0.candidate(target.id)?.hasVoted == true && front.visibleScreen?.name == "Recommend"
      }
      #expect(shown != nil)
      front.pressBack()
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }

  @Test func theSameWorksCharactersVoteInPlaceAndTheHeaderOpensTheDetail() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      _ = try await backend.signUp(through: harness.data.auth)
      harness.start()
      let front = harness.frontEnd
      await front.waitUntil { $0.tabs.count == 4 }
      #expect(front.selectTab(DimoTabBarCoordinator.voteTab))
      let vote = StackLocation.tab(DimoTabBarCoordinator.voteTab)
      let tabs = try #require(harness.app?.tabBar?.tabs[DimoTabBarCoordinator.voteTab])
      tabs.open(.vote(3))
      let dig = try await harness.bind("Dig", as: DigViewModel.self, DigBindings.init)
      let shown = dig.output.character
      _ = await bounded("Dig's character") { await shown.first { $0.value != nil } }
      dig.choose("ISFJ")
      dig.next.send()
      let complete = try await harness.bind(
        "VoteComplete", as: VoteCompleteViewModel.self, VoteCompleteBindings.init)
      let others = try requireValue(await complete.sameWork("the same work's characters"))
      #expect(!others.contains { $0.id == 3 })
      let other = try #require(others.first { !$0.hasVoted })
      let casts = backend.requestCount("vote/another_character")

      complete.character.send(other.id)
      let nested = try await harness.bind("Dig", as: DigViewModel.self, DigBindings.init)
      #expect(front.state.stack(at: vote)?.map(\.name) == ["VoteHome", "VoteComplete", "Dig"])
      nested.choose("ENTJ")
      nested.next.send()
      _ = try await harness.bind("VoteComplete", as: VoteCompleteViewModel.self) { $0 }
      #expect(
        front.state.stack(at: vote)?.map(\.name) == ["VoteHome", "VoteComplete", "VoteComplete"])
      front.pressBack()
      let updated = await complete.sameWork("the nested vote in the row") {
        $0.first { $0.id == other.id }?.hasVoted == true
      }
      #expect(updated?.first { $0.id == other.id }?.character.mbti != nil)
      #expect(backend.requestCount("vote/another_character") == casts, "no reload")

      complete.more.send()
      let cast = try await harness.bind("VoteCast", as: VoteCastViewModel.self) {
        $0.transform(.init()).characters.value
      }
      #expect(cast.contains { $0.id == 3 && $0.hasVoted })
      #expect(front.visibleScreen?.title == "등장인물")
      front.pressBack()
      complete.header.send()
      _ = try await harness.bind("CharacterDetail", as: CharacterDetailViewModel.self) { $0 }
      #expect(
        front.state.stack(at: vote)?.map(\.name)
          == ["VoteHome", "VoteComplete", "CharacterDetail"])
      front.pressBack()
      front.pressBack()
      await front.waitUntil { $0.stack(at: vote)?.count == 1 }
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }

  @Test func theHotListShowsHoweverManyCharactersWereVotedOn() async throws {
    try await withBackend { backend in
      try await backend.keepVotedCharacters(3)
      let harness = try DimoAppHarness(backend: backend)
      _ = try await backend.signUp(through: harness.data.auth)
      harness.start()
      let front = harness.frontEnd
      await front.waitUntil { $0.tabs.count == 4 }
      #expect(front.selectTab(DimoTabBarCoordinator.voteTab))
      let home = try await harness.bind(
        "VoteHome", as: VoteHomeViewModel.self, VoteHomeBindings.init)
      let hot = await home.hot("the three hot characters")
      #expect(hot?.value?.count == 3)
      home.more.send()
      let recommend = try await harness.bind(
        "Recommend", as: RecommendViewModel.self, RecommendBindings.init)
      #expect(recommend.output.order.value == .popular)
      let popular = await recommend.characters("the popular list") { $0.value != nil }
      #expect(popular?.value?.count == 3)

      try await backend.keepVotedCharacters(0)
      home.refresh.send()
      let none = await home.hot("no hot character") { !$0.isLoading && $0.value == nil }
      #expect(none == .empty("아직 투표된 캐릭터가 없어요"))
      front.pressBack()
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }
}
