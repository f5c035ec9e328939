import CairnNavigation
import CairnPresentation
import CairnTesting
import DimoDomain
import DimoPresentation
import DimoTestSupport
import Testing

/// The vote flow against a real DIMO server, started from Home's character detail, from a
/// link and from My Momentum's one call: each time on that tab's stack, ending with the vote
/// cast, which the screen it came from shows without loading again; every flow is released.
@Suite(.timeLimit(.minutes(5)))
@MainActor
struct VoteFlowTests {
  @Test func aVoteFromHomesCharacterDetailComesBackToItsHeaderWithoutAReload() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      _ = try await backend.signUp(through: harness.data.auth)
      harness.start()
      let front = harness.frontEnd
      let character = try await openFirstCharacter(harness)
      let before = try #require(await character.analysis())
      #expect(!before.hasVoted)
      character.tab.send(.analysis)
      character.vote.send()
      let dig = try await harness.bind("Dig", as: DigViewModel.self, DigBindings.init)
      let home = StackLocation.tab(DimoTabBarCoordinator.homeTab)
      #expect(front.state.selectedTab == DimoTabBarCoordinator.homeTab)
      #expect(
        front.state.stack(at: home)?.map(\.name)
          == ["Home", "ContentDetail", "CharacterDetail", "Dig"])
      let shown = dig.output.character
      let header = await bounded("Dig's character") { await shown.first { $0.value != nil } }
      #expect(header?.value?.name == before.character.name)
      dig.choose("INTJ")
      dig.next.send()

      let complete = try await harness.bind(
        "VoteComplete", as: VoteCompleteViewModel.self, VoteCompleteBindings.init)
      // The result takes Dig's place: back leaves the vote.
      #expect(
        front.state.stack(at: home)?.map(\.name)
          == ["Home", "ContentDetail", "CharacterDetail", "VoteComplete"])
      let result = await complete.result("the result with my vote") { $0.myVote != nil }
      #expect(result?.myVote == MBTI("INTJ"))
      #expect(result?.axes.count == 4)
      #expect(result?.sameVotePercent ?? 0 > 0)
      let reads = backend.requestCount("vote/view_result")

      front.pressBack()
      await front.waitUntil { $0.visibleScreen?.name == "CharacterDetail" }
      let analysis = character.output.analysis
      let after = await bounded("the vote in the header") {
        await analysis.first { $0.value?.myVote != nil }
      }
      #expect(after?.value?.myVote == MBTI("INTJ"))
      #expect(after?.value?.character.mbti == result?.characterMBTI)
      #expect(after?.value?.myVotePercent == result?.sameVotePercent)
      #expect(backend.requestCount("vote/view_result") == reads, "shown without a reload")
      front.pressBack()
      front.pressBack()
      await front.waitUntil { $0.visibleScreen?.name == "Home" }
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }

  @Test func revotingChangesTheVoteStartingFromTheCallersLetters() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      _ = try await backend.signUp(through: harness.data.auth)
      harness.start()
      let front = harness.frontEnd
      let character = try await openFirstCharacter(harness)
      let summary = try #require(await character.analysis()?.character)
      let enfp = try #require(MBTI("ENFP"))
      _ = try await harness.data.voteRepository.vote(
        enfp, characterID: summary.id, contentID: summary.contentID, isRevote: false)
      character.refresh.send()
      let analysis = character.output.analysis
      _ = await bounded("the vote seen") { await analysis.first { $0.value?.hasVoted == true } }

      character.vote.send()
      let dig = try await harness.bind("Dig", as: DigViewModel.self, DigBindings.init)
      #expect(front.visibleScreen?.title == "다시 투표하기")
      let mine = await dig.state("the caller's letters") { $0.mbti != nil }
      #expect(mine?.mbti == enfp)
      for letter in "ISTJ" { dig.letter.send(letter) }
      dig.next.send()
      let complete = try await harness.bind(
        "VoteComplete", as: VoteCompleteViewModel.self, VoteCompleteBindings.init)
      let result = await complete.result("the changed vote") { $0.myVote == MBTI("ISTJ") }
      #expect(result != nil)
      #expect(backend.requestCount("vote/revote") == 1)

      front.pressBack()
      let after = await bounded("the revote in the header") {
        await analysis.first { $0.value?.myVote == MBTI("ISTJ") }
      }
      #expect(after?.value?.hasVoted == true)
      front.pressBack()
      front.pressBack()
      await front.waitUntil { $0.visibleScreen?.name == "Home" }
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }

  @Test func aVoteLinkRunsOnTheTabInViewAndAVotedCharacterOpensItsResult() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      _ = try await backend.signUp(through: harness.data.auth)
      harness.start()
      let front = harness.frontEnd
      await front.waitUntil { $0.tabs.count == 4 }
      let setting = StackLocation.tab(DimoTabBarCoordinator.settingTab)
      #expect(front.selectTab(DimoTabBarCoordinator.settingTab))
      #expect((try? await front.openDeepLink(DimoLink.vote(3).url).get()) != nil)
      let dig = try await harness.bind("Dig", as: DigViewModel.self, DigBindings.init)
      let shown = dig.output.character
      // Opened by id, Dig loads the character (name, work) it votes on.
      let loaded = await bounded("Dig's character") { await shown.first { $0.value != nil } }
      #expect(loaded?.value?.id == 3)
      #expect(front.state.stack(at: setting)?.map(\.name) == ["Setting", "Dig"])
      dig.choose("ESFP")
      dig.next.send()
      _ = try await harness.bind("VoteComplete", as: VoteCompleteViewModel.self) { $0 }
      front.pressBack()
      await front.waitUntil { $0.stack(at: setting)?.count == 1 }

      // The same link again: Dig finds the caller voted, and the result takes its place.
      #expect((try? await front.openDeepLink("cairn://dimo/vote/3").get()) != nil)
      _ = try await harness.bind("Dig", as: DigViewModel.self, DigBindings.init)
      let again = try await harness.bind(
        "VoteComplete", as: VoteCompleteViewModel.self, VoteCompleteBindings.init)
      let result = await again.result("the result of the voted character")
      #expect(result?.myVote == MBTI("ESFP"))
      #expect(front.state.stack(at: setting)?.map(\.name) == ["Setting", "VoteComplete"])
      #expect(front.state.selectedTab == DimoTabBarCoordinator.settingTab)
      front.pressBack()
      await front.waitUntil { $0.stack(at: setting)?.count == 1 }
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }

  @Test func anyTabStartsTheVoteWithOneCallAndGetsTheVoteOrNothing() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      _ = try await backend.signUp(through: harness.data.auth)
      harness.start()
      let front = harness.frontEnd
      await front.waitUntil { $0.tabs.count == 4 }
      let tabs = try #require(harness.app?.tabBar)
      let momentum = try #require(tabs.tabs[DimoTabBarCoordinator.momentumTab])
      #expect(front.selectTab(DimoTabBarCoordinator.momentumTab))
      let stack = StackLocation.tab(DimoTabBarCoordinator.momentumTab)

      // Left on Dig without voting: nothing comes back.
      let left = Task { await momentum.vote(characterID: 5) }
      _ = try await harness.bind("Dig", as: DigViewModel.self) { $0 }
      front.pressBack()
      #expect(await left.value == nil)

      let voting = Task { await momentum.vote(characterID: 5) }
      let dig = try await harness.bind("Dig", as: DigViewModel.self, DigBindings.init)
      #expect(front.state.stack(at: stack)?.map(\.name).last == "Dig")
      let shown = dig.output.character
      _ = await bounded("Dig's character") { await shown.first { $0.value != nil } }
      dig.choose("INFJ")
      dig.next.send()
      _ = try await harness.bind("VoteComplete", as: VoteCompleteViewModel.self) { $0 }
      #expect(front.state.stack(at: stack)?.map(\.name).last == "VoteComplete")
      front.pressBack()
      let vote = await voting.value
      #expect(vote?.characterID == 5)
      #expect(vote?.myVote == MBTI("INFJ"))
      #expect(vote?.characterMBTI != nil)
      #expect(front.state.stack(at: stack)?.count == 1)
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }
}
