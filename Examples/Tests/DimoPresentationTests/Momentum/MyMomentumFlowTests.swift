import CairnNavigation
import CairnPresentation
import CairnTesting
import DimoDomain
import DimoPresentation
import DimoTestSupport
import Testing

/// My Momentum against a real DIMO server: the four empty states of a new account, DIG ME and
/// the reload when the tab is selected again, each section failing alone, rows opening their
/// flows on this tab's stack, the vote flow from a voted row returning the new MBTI to the row,
/// "더보기 >", and a change made in a detail shown on coming back.
@Suite(.timeLimit(.minutes(6)))
@MainActor
struct MyMomentumFlowTests {
  static let momentum = DimoTabBarCoordinator.momentumTab

  @Test func aNewAccountShowsTheFourEmptyStatesAndDigMeOpensTheVoteTabsFirstScreen()
    async throws
  {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      let account = try await backend.signUp(through: harness.data.auth, nickname: "새내기")
      harness.start()
      let page = try await harness.openMyMomentum()
      let header = await page.profile("the header")
      #expect(header?.value?.nickname == "새내기")
      #expect(header?.value?.userID == account.userID)
      #expect(header?.value?.intro == nil)
      let sections = try requireValue(await page.sections("the four sections"))
      #expect(sections.map(\.title) == ["내가 찜한 콘텐츠", "Dig 완료한 캐릭터", "내가 쓴 리뷰", "내가 쓴 댓글"])
      #expect(sections[.liked]?.items == .empty("내가 찜한 콘텐츠가 없어요"))
      #expect(sections[.voted]?.items == .empty("아직 기록이 없어요"))
      #expect(sections[.reviews]?.items == .empty("작성된 리뷰가 없어요"))
      #expect(sections[.comments]?.items == .empty("작성한 댓글이 없어요"))
      #expect(sections[.voted]?.showsDigMe == true)
      #expect(sections.filter(\.showsMore).isEmpty)

      // The Vote tab has a flow open; DIG ME shows the tab on its first screen.
      #expect(harness.frontEnd.selectTab(DimoTabBarCoordinator.voteTab))
      harness.app?.tabBar?.tabs[DimoTabBarCoordinator.voteTab]?.open(.character(3))
      _ = try await harness.bind("CharacterDetail", as: CharacterDetailViewModel.self) { $0 }
      #expect(harness.stackNames(DimoTabBarCoordinator.voteTab) == ["VoteHome", "CharacterDetail"])
      #expect(harness.frontEnd.selectTab(Self.momentum))
      page.digMe.send()
      await harness.frontEnd.waitUntil {
        $0.selectedTab == DimoTabBarCoordinator.voteTab
          && $0.stack(at: .tab(DimoTabBarCoordinator.voteTab))?.count == 1
      }
      #expect(harness.frontEnd.visibleScreen?.name == "VoteHome")
      #expect(harness.frontEnd.visibleScreen?.title == "투표")
      #expect(harness.stackNames(Self.momentum) == ["MyMomentum"])

      // A 찜 made elsewhere shows when the tab is selected again.
      let analysis = try await harness.data.reviewRepository.fetchAnalysis(characterID: 3)
      try await harness.data.contentRepository.setLiked(
        true, id: analysis.character.contentID, type: .anime)
      #expect(harness.frontEnd.selectTab(Self.momentum))
      let liked = await page.sections("the 찜 after selecting the tab") {
        $0[.liked]?.items.value?.count == 1
      }
      #expect(liked != nil)
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }

  static let routes: [MomentumSectionKind: String] = [
    .liked: "my_momentum/like_anime_content", .voted: "my_momentum/voted_character",
    .reviews: "my_momentum/review", .comments: "my_momentum/comment",
  ]

  @Test(arguments: MomentumSectionKind.allCases)
  func oneFailingListFailsItsSectionAloneAndRetriesAlone(_ failing: MomentumSectionKind)
    async throws
  {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      _ = try await backend.signUp(through: harness.data.auth)
      let route = try requireValue(Self.routes[failing])
      backend.failNext(route)
      harness.start()
      let page = try await harness.openMyMomentum()
      let sections = try requireValue(await page.sections("the sections"))
      #expect(
        sections[failing]?.items
          == .failed(LoadFailure(message: DimoStrings.temporaryError, isRetryable: true)))
      for kind in MomentumSectionKind.allCases where kind != failing {
        #expect(
          sections[kind]?.items == .empty(DimoStrings.momentumEmpty(kind, isOwn: true)),
          "\(kind) shows its empty state")
      }
      #expect(await page.profile("the header")?.value != nil)
      let others = backend.requestCount("my_momentum/review")
      page.retry.send()
      let retried = await page.sections("\(failing) after its retry") {
        $0[failing]?.items.failure == nil && $0[failing]?.items.isLoading == false
      }
      #expect(retried?[failing]?.items == .empty(DimoStrings.momentumEmpty(failing, isOwn: true)))
      if failing != .reviews {
        #expect(backend.requestCount("my_momentum/review") == others, "only the failed one")
      }
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }

  @Test func rowsOpenTheirFlowsOnThisTabsStackAndAVotedRowShowsItsRevote() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      let account = try await backend.signUp(through: harness.data.auth)
      let activity = try await MomentumActivity.make(through: harness.data)
      harness.start()
      let page = try await harness.openMyMomentum()
      let sections = try requireValue(await page.sections("the four sections"))
      let work = try requireValue(sections[.liked]?.items.value?.first)
      let voted = try requireValue(sections[.voted]?.items.value?.first)
      let review = try requireValue(sections[.reviews]?.items.value?.first)
      let comment = try requireValue(sections[.comments]?.items.value?.first)
      guard case .character(let character) = voted else { throw TestFailure("not a character") }
      #expect(character.vote == activity.vote)
      expectTrue(
        sections.allSatisfy { !$0.showsMore }, "one row each: nothing more to show, no 더보기 >")

      // 다시 투표하기 on the row: the vote flow on this stack, its vote shown in the row
      // without loading the list again.
      let lists = backend.requestCount("my_momentum/voted_character")
      page.revote.send(voted)
      let dig = try await harness.bind("Dig", as: DigViewModel.self, DigBindings.init)
      #expect(harness.stackNames(Self.momentum) == ["MyMomentum", "Dig"])
      _ = await dig.state("the caller's letters") { $0.mbti == activity.vote }
      dig.letter.send("I")
      dig.next.send()
      _ = try await harness.bind("VoteComplete", as: VoteCompleteViewModel.self) { $0 }
      #expect(harness.stackNames(Self.momentum) == ["MyMomentum", "VoteComplete"])
      await harness.goBack(on: Self.momentum, toCount: 1)
      let revoted = await page.sections("the revote in the row") {
        if case .character(let row) = $0[.voted]?.items.value?.first {
          return row.vote == MBTI("INFP")
        }
        return false
      }
      if case .character(let row) = revoted?[.voted]?.items.value?.first {
        #expect(row.character.mbti != nil)
      }
      // One request of our own after the flow ended (by login id, so that it is not shared
      // with an identical request in flight): a reload the flow's end had started would have
      // gone out before it.
      _ = try await harness.data.momentumRepository.fetchVotedCharacters(userID: account.userID)
      #expect(backend.requestCount("my_momentum/voted_character") == lists + 1, "no reload")
      // Each row opens its flow on this tab's stack.
      page.item.send(work)
      _ = try await harness.bind("ContentDetail", as: ContentDetailViewModel.self) { $0 }
      #expect(harness.stackNames(Self.momentum) == ["MyMomentum", "ContentDetail"])
      await harness.goBack(on: Self.momentum, toCount: 1)
      page.item.send(voted)
      _ = try await harness.bind("CharacterDetail", as: CharacterDetailViewModel.self) { $0 }
      #expect(harness.stackNames(Self.momentum) == ["MyMomentum", "CharacterDetail"])
      await harness.goBack(on: Self.momentum, toCount: 1)
      page.item.send(review)
      let opened = try await harness.bind(
        "ReviewDetail", as: ReviewDetailViewModel.self, ReviewDetailBindings.init)
      #expect(await opened.review("the review")?.review.id == activity.reviewID)
      #expect(harness.stackNames(Self.momentum) == ["MyMomentum", "ReviewDetail"])
      await harness.goBack(on: Self.momentum, toCount: 1)
      page.item.send(comment)
      let commented = try await harness.bind(
        "ReviewDetail", as: ReviewDetailViewModel.self, ReviewDetailBindings.init)
      #expect(await commented.review("the comment's review")?.review.id == activity.reviewID)
      await harness.goBack(on: Self.momentum, toCount: 1)

      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }

  @Test func moreListsEverythingWithTheSameActionsAndChangesShowOnComingBack() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      _ = try await backend.signUp(through: harness.data.auth)
      let activity = try await MomentumActivity.make(through: harness.data)
      for text in ["두 번째 리뷰", "세 번째 리뷰", "네 번째 리뷰"] {
        _ = try await harness.data.reviewRepository.writeReview(
          characterID: activity.characterID, draft: ReviewDraft(text: text))
      }
      harness.start()
      let page = try await harness.openMyMomentum()
      let sections = try requireValue(await page.sections("the sections"))
      #expect(sections[.reviews]?.items.value?.count == MomentumSection.previewLimit)

      page.more.send(.reviews)
      let more = try await harness.bind(
        "MomentumMore", as: MomentumMoreViewModel.self, MomentumMoreBindings.init)
      #expect(harness.frontEnd.visibleScreen?.title == "내가 쓴 리뷰")
      let all = try requireValue(await more.items("every review")?.value)
      #expect(all.count == 4)
      let oldest = try requireValue(all.last)
      more.item.send(oldest)
      _ = try await harness.bind("ReviewDetail", as: ReviewDetailViewModel.self) { $0 }
      #expect(harness.stackNames(Self.momentum) == ["MyMomentum", "MomentumMore", "ReviewDetail"])
      // Deleted while its detail shows (as its 더보기 would): the list and the page reload.
      try await harness.data.reviewRepository.deleteReview(
        id: activity.reviewID, characterID: activity.characterID)
      await harness.goBack(on: Self.momentum, toCount: 2)
      let fewer = await more.items("the list without it") { $0.value?.count == 3 }
      #expect(fewer?.value?.contains(oldest) == false)
      await harness.goBack(on: Self.momentum, toCount: 1)

      // A 찜 taken back in the work's detail shows when the page comes back.
      page.item.send(try requireValue(sections[.liked]?.items.value?.first))
      _ = try await harness.bind("ContentDetail", as: ContentDetailViewModel.self) { $0 }
      try await harness.data.contentRepository.setLiked(
        false, id: activity.contentID, type: .anime)
      await harness.goBack(on: Self.momentum, toCount: 1)
      let unliked = await page.sections("the 찜 gone") {
        $0[.liked]?.items == .empty("내가 찜한 콘텐츠가 없어요")
      }
      #expect(unliked != nil)
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }
}

/// A failure a test throws itself.
struct TestFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
