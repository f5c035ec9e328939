import CairnWeb
import Foundation
import OnbanDomain
import OnbanPresentation
import OnbanWeb
import Testing

@Suite("Onban's addresses in the browser", .timeLimit(.minutes(3)))
@MainActor
struct OnbanWebAddressTests {
  @Test func aSessionOpenedAtADishsAddressShowsItsDetailOnItsTab() async throws {
    let web = try await OnbanWebHarness(address: "/onban/soup/HVBFO?_tab=soup")
    let page = await web.untilPage {
      $0.contains("class=\"dish-detail\"") && $0.contains("class=\"order primary-button\"")
    }
    #expect(page.contains("된장찌개"))
    #expect(web.session.navigator.state.selectedTab == OnbanAppCoordinator.tab(.soup))
    #expect(web.session.address == "/onban/soup/HVBFO?_tab=soup")
    await web.stop()
  }

  @Test func anAddressWithoutItsTabStillOpensOnTheDishsSection() async throws {
    let web = try await OnbanWebHarness(address: "/onban/side/HPRVA")
    await web.untilPage { $0.contains("class=\"order primary-button\"") && $0.contains("시금치나물") }
    #expect(web.session.navigator.state.selectedTab == OnbanAppCoordinator.tab(.side))
    #expect(web.session.address == "/onban/side/HPRVA?_tab=side")
    await web.stop()
  }

  @Test func anUnknownDishsAddressShowsItsSectionsMenu() async throws {
    let web = try await OnbanWebHarness(address: "/onban/soup/HBDEF?_tab=soup")
    let page = await web.untilPage { $0.contains("data-section=\"soup\"") }
    #expect(!page.contains("class=\"dish-detail\""))
    #expect(web.session.address == "/onban/soup?_tab=soup")
    await web.stop()
  }

  @Test func openingADishPushesItsAddressAndBackReturnsToTheMenus() async throws {
    let web = try await OnbanWebHarness()
    #expect(web.session.address == "/onban/main")
    let menu = await web.untilPage { !OnbanWebHarness.dishIDs(in: $0).isEmpty }
    let dish = try #require(OnbanWebHarness.dishIDs(in: menu).first)
    await web.click("open", value: dish)
    await web.untilPage { $0.contains("class=\"order primary-button\"") }
    #expect(web.session.address == "/onban/main/\(dish)")

    await web.moveInHistory(to: 0, address: "/onban/main")
    await web.untilPage { $0.contains("data-section=\"main\"") && !$0.contains("dish-detail") }
    #expect(web.session.address == "/onban/main")
    await web.stop()
  }

  @Test func aTabSwitchNamesTheTabsMenu() async throws {
    let web = try await OnbanWebHarness()
    await web.click("cairn:tab", value: "soup")
    await web.untilPage { $0.contains("data-section=\"soup\"") }
    #expect(web.session.address == "/onban/soup?_tab=soup")
    await web.stop()
  }
}
