import CairnNavigation
import CairnTesting
import DimoPresentation
import DimoTestSupport
import Testing

@Suite("App links open on the tab in view", .timeLimit(.minutes(3)))
@MainActor
struct DeepLinkFlowTests {
  @Test func theLinksParseIntoRoutes() throws {
    #expect(try DimoLink.parser.parse("cairn://dimo/content/12").get() == .content(12))
    #expect(try DimoLink.parser.parse("cairn://dimo/character/3").get() == .character(3))
    #expect(try DimoLink.parser.parse("cairn://dimo/review/40").get() == .review(40))
    for link in [DimoLink.content(1), .character(2), .review(3)] {
      #expect(try DimoLink.parser.parse(link.url).get() == link)
    }
    #expect(throws: DeepLinkError.self) {
      try DimoLink.parser.parse("cairn://dimo/character/x").get()
    }
    #expect(throws: DeepLinkError.self) { try DimoLink.parser.parse("cairn://dimo/vote/1").get() }
    #expect(throws: DeepLinkError.self) { try DimoLink.parser.parse("https://dimo/review/1").get() }
  }

  @Test func aLinkRunsOnTheStackOfTheTabInViewWithoutSwitchingTabs() async throws {
    try await withBackend { backend in
      let harness = try DimoAppHarness(backend: backend)
      _ = try await backend.signUp(through: harness.data.auth)
      harness.start()
      let front = harness.frontEnd
      #expect(await front.waitUntil { $0.tabs.count == 4 })
      #expect(front.selectTab(DimoTabBarCoordinator.voteTab))
      #expect((try? await front.openDeepLink("cairn://dimo/character/3").get()) != nil)
      #expect(front.state.selectedTab == DimoTabBarCoordinator.voteTab)
      #expect(front.state.stack(at: .tab(DimoTabBarCoordinator.voteTab))?.count == 2)
      #expect(front.state.stack(at: .tab(DimoTabBarCoordinator.homeTab))?.count == 1)

      #expect(front.selectTab(DimoTabBarCoordinator.homeTab))
      #expect((try? await front.openDeepLink("cairn://dimo/content/1").get()) != nil)
      #expect(front.state.stack(at: .tab(DimoTabBarCoordinator.homeTab))?.count == 2)
      #expect(front.state.stack(at: .tab(DimoTabBarCoordinator.voteTab))?.count == 2)
      #expect((try? await front.openDeepLink("cairn://dimo/nothing/1").get()) == nil)
      harness.quit()
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
