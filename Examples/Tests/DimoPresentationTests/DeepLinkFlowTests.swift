import CairnNavigation
import CairnTesting
import DimoDomain
import DimoPresentation
import DimoTestSupport
import Testing

@Suite("App links open on the tab in view", .timeLimit(.minutes(3)))
@MainActor
struct DeepLinkFlowTests {
  @Test func theLinksParseIntoRoutes() throws {
    #expect(try DimoLink.parser.parse("cairn://dimo/content/12").get() == .content(12))
    #expect(try DimoLink.parser.parse("cairn://dimo/character/3").get() == .character(3))
    #expect(
      try DimoLink.parser.parse("cairn://dimo/review/40?character=7").get()
        == .review(40, characterID: 7))
    // The server finds a review only with its character: a link without it is refused.
    #expect(
      DimoLink.parser.parse("cairn://dimo/review/40") == .failure(.missingParameter("character")))
    for link in [DimoLink.content(1), .character(2), .review(3, characterID: 4), .vote(5)] {
      #expect(try DimoLink.parser.parse(link.url).get() == link)
    }
    #expect((try? DimoLink.parser.parse("cairn://dimo/character/x").get()) == nil)
    #expect(try DimoLink.parser.parse("cairn://dimo/vote/1").get() == .vote(1))
    #expect((try? DimoLink.parser.parse("cairn://dimo/vote/x").get()) == nil)
    #expect(try DimoLink.parser.parse("cairn://dimo/user/someone_1").get() == .user("someone_1"))
    #expect(try DimoLink.parser.parse(DimoLink.user("u12345").url).get() == .user("u12345"))
    #expect((try? DimoLink.parser.parse("https://dimo/review/1").get()) == nil)
  }

  @Test func aLinkRunsOnTheStackOfTheTabInViewWithoutSwitchingTabs() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      _ = try await backend.signUp(through: harness.data.auth)
      harness.start()
      let front = harness.frontEnd
      await front.waitUntil { $0.tabs.count == 4 }
      #expect(front.selectTab(DimoTabBarCoordinator.voteTab))
      #expect((try? await front.openDeepLink("cairn://dimo/character/3").get()) != nil)
      _ = try await harness.bind("CharacterDetail", as: CharacterDetailViewModel.self) { $0 }
      #expect(front.state.selectedTab == DimoTabBarCoordinator.voteTab)
      #expect(front.state.stack(at: .tab(DimoTabBarCoordinator.voteTab))?.count == 2)
      #expect(front.state.stack(at: .tab(DimoTabBarCoordinator.homeTab))?.count == 1)

      #expect(front.selectTab(DimoTabBarCoordinator.homeTab))
      #expect((try? await front.openDeepLink("cairn://dimo/content/1").get()) != nil)
      _ = try await harness.bind("ContentDetail", as: ContentDetailViewModel.self) { $0 }
      #expect(front.state.stack(at: .tab(DimoTabBarCoordinator.homeTab))?.count == 2)
      #expect(front.state.stack(at: .tab(DimoTabBarCoordinator.voteTab))?.count == 2)
      #expect((try? await front.openDeepLink("cairn://dimo/nothing/1").get()) == nil)
      // Each flow ends on its own tab; their view models are released.
      front.pressBack()
      #expect(front.selectTab(DimoTabBarCoordinator.voteTab))
      front.pressBack()
      await front.waitUntil {
        $0.stack(at: .tab(DimoTabBarCoordinator.voteTab))?.count == 1
          && $0.stack(at: .tab(DimoTabBarCoordinator.homeTab))?.count == 1
      }
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }

  @Test func aReviewLinkOpensTheReviewOnTheTabInView() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      _ = try await backend.signUp(through: harness.data.auth)
      let reviews = harness.data.reviewRepository
      let written = try await reviews.writeReview(
        characterID: 3, draft: ReviewDraft(text: "링크로 여는 리뷰"))
      harness.start()
      let front = harness.frontEnd
      await front.waitUntil { $0.tabs.count == 4 }
      #expect(front.selectTab(DimoTabBarCoordinator.settingTab))
      let link = DimoLink.review(written, characterID: 3).url.absoluteString
      #expect((try? await front.openDeepLink(link).get()) != nil)
      let detail = try await harness.bind(
        "ReviewDetail", as: ReviewDetailViewModel.self, ReviewDetailBindings.init)
      let review = await detail.review("the linked review")
      #expect(review?.review.content == "링크로 여는 리뷰")
      #expect(front.state.selectedTab == DimoTabBarCoordinator.settingTab)
      #expect(
        front.state.stack(at: .tab(DimoTabBarCoordinator.settingTab))?.map(\.name).last
          == "ReviewDetail")
      #expect(front.state.stack(at: .tab(DimoTabBarCoordinator.homeTab))?.count == 1)
      front.pressBack()
      await front.waitUntil {
        $0.stack(at: .tab(DimoTabBarCoordinator.settingTab))?.count == 1
      }
      harness.quit()
      harness.leaks.expectAllReleased()
    }
  }

  @Test func aLinkWithoutTabsIsRefused() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      harness.start()
      _ = try #require(
        await harness.frontEnd.waitForScreen("LoginStart", as: LoginStartViewModel.self))
      let result = await harness.frontEnd.openDeepLink("cairn://dimo/review/1")
      #expect((try? result.get()) == nil)
      harness.quit()
    }
  }
}
