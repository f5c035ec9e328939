import CairnNavigation
import CairnTesting
import Foundation
import OnbanDomain
import OnbanPresentation
import Testing

@Suite("Onban opens its deep links, against the real server", .timeLimit(.minutes(3)))
@MainActor
struct OnbanDeepLinkTests {
  private static let soup = OnbanAppCoordinator.tab(.soup)

  /// Why a link was refused; nil when it opened.
  private func refusal(_ result: Result<Void, DeepLinkError>) -> DeepLinkError? {
    if case .failure(let error) = result { return error }
    return nil
  }

  @Test func aDishsLinkPushesItsDetailOnItsSectionsTab() async throws {
    let harness = try await OnbanAppHarness()
    let app = try #require(harness.app)
    let link = OnbanRoute.dish(.soup, hash: "HVBFO").link
    #expect(await refusal(app.open(link)) == nil)

    let navigator = harness.navigator
    #expect(navigator.state.selectedTab == Self.soup)
    #expect(navigator.state.stack(at: .tab(Self.soup))?.map(\.name) == ["Menu", "DishDetail"])
    for section in [MenuSection.main, .side] {
      #expect(navigator.state.stack(at: .tab(OnbanAppCoordinator.tab(section)))?.count == 1)
    }
    let detail = try #require(harness.front.visibleContent(as: DishDetailViewModel.self))
    #expect(detail.dish.hash == "HVBFO" && detail.dish.title == "된장찌개")
    #expect(detail.section == .soup)
    #expect(detail.restorationLink == link)
    #expect(navigator.visibleLink == link)
    #expect(navigator.runningFlows.contains { $0 is DishDetailCoordinator })

    let binding = try await harness.openedDetail()
    #expect(binding.output.content.value.value?.title == "된장찌개")
  }

  @Test func anUnknownHashIsRefusedAndTheMenuStays() async throws {
    let harness = try await OnbanAppHarness()
    let app = try #require(harness.app)
    let refused = await refusal(app.open(OnbanRoute.dish(.soup, hash: "HBDEF").link))
    #expect(refused == .notFound("dish HBDEF in the soup menu"), "HBDEF is a main dish")
    #expect(harness.navigator.state.stack(at: .tab(Self.soup))?.map(\.name) == ["Menu"])
    #expect(!harness.navigator.runningFlows.contains { $0 is DishDetailCoordinator })
    #expect(harness.navigator.visibleLink == OnbanRoute.menu(.soup).link)
  }

  @Test func aBadLinkChangesNothing() async throws {
    let harness = try await OnbanAppHarness()
    let app = try #require(harness.app)
    let link = try #require(URL(string: "cairn://onban/dessert/HBDEF"))
    #expect(
      await refusal(app.open(link)) == .invalidParameter(name: "section", value: "dessert"))
    #expect(harness.navigator.state.selectedTab == OnbanAppCoordinator.tab(.main))
    #expect(harness.navigator.state.stack(at: .tab(OnbanAppCoordinator.tab(.main)))?.count == 1)
  }

  @Test func anotherDishReplacesTheOpenOneAndTheMenusLinkClosesIt() async throws {
    let harness = try await OnbanAppHarness()
    let app = try #require(harness.app)
    #expect(await refusal(app.open(OnbanRoute.dish(.main, hash: "HBDEF").link)) == nil)
    _ = try await harness.openedDetail()
    #expect(await refusal(app.open(OnbanRoute.dish(.main, hash: "HXKAH").link)) == nil)
    let main = OnbanAppCoordinator.tab(.main)
    #expect(harness.navigator.state.stack(at: .tab(main))?.map(\.name) == ["Menu", "DishDetail"])
    #expect(harness.front.visibleContent(as: DishDetailViewModel.self)?.dish.hash == "HXKAH")
    #expect(await refusal(app.open(OnbanRoute.menu(.main).link)) == nil)
    #expect(harness.navigator.state.stack(at: .tab(main))?.map(\.name) == ["Menu"])
    #expect(harness.navigator.runningFlows.filter { $0 is DishDetailCoordinator }.isEmpty)
    harness.leaks.expectAllReleased()
  }

  @Test func theNavigationComesBackThroughItsLinks() async throws {
    let first = try await OnbanAppHarness()
    let opener = try #require(first.app)
    #expect(await refusal(opener.open(OnbanRoute.dish(.side, hash: "HPRVA").link)) == nil)
    let saved = first.navigator.restoration
    #expect(saved.selectedTab == "side")
    #expect(
      saved.links == [
        OnbanRoute.menu(.main).link, OnbanRoute.menu(.soup).link,
        OnbanRoute.dish(.side, hash: "HPRVA").link,
      ])

    let second = try await OnbanAppHarness()
    let app = try #require(second.app)
    let failures = await second.navigator.restore(saved, open: app.open)
    #expect(failures.isEmpty)
    #expect(second.navigator.state.selectedTab == OnbanAppCoordinator.tab(.side))
    #expect(second.front.visibleContent(as: DishDetailViewModel.self)?.dish.hash == "HPRVA")
  }
}
