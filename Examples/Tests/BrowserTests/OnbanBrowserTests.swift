import BrowserTestSupport
import Foundation
import Testing

extension BrowserSuites {
  /// Onban in Chromium on a phone, against its server in the same `cairn-apps web`: the three
  /// tabs with every visible photo loaded, a dish's detail, an order and its confirmation, and
  /// a dish's address: reloaded, or opened in a new tab.
  @Suite("Onban in the browser", .timeLimit(.minutes(3)))
  struct OnbanBrowserTests {
    /// True when the menu shown has a photo on every dish card, and every photo in view has
    /// loaded and has pixels (those below the fold load lazily, as the user scrolls).
    private static let menuPhotosLoaded = """
      (() => {
        const dishes = document.querySelectorAll('.screen.top .dish');
        const photos = Array.from(document.querySelectorAll('.screen.top .dish img.dish-photo'));
        const inView = photos.filter(photo => {
          const box = photo.getBoundingClientRect();
          return box.bottom > 0 && box.top < innerHeight;
        });
        return dishes.length > 0 && photos.length === dishes.length && inView.length > 0
          && inView.every(photo => photo.complete && photo.naturalWidth > 0);
      })()
      """

    /// True when every picture of the detail in view has loaded and has pixels.
    private static let detailPhotosLoaded = """
      (() => {
        const photos = Array.from(document.querySelectorAll('.screen.top .dish-detail img'))
          .filter(photo => {
            const box = photo.getBoundingClientRect();
            return box.bottom > 0 && box.top < innerHeight;
          });
        return photos.length > 0 && photos.every(photo => photo.complete && photo.naturalWidth > 0);
      })()
      """

    @Test func theThreeTabsShowTheirDishesWithEveryPhotoLoaded() async throws {
      try await BrowserPage.with(phone: true) { page in
        try await page.open("onban/")
        try await page.wait(until: Self.menuPhotosLoaded, "the main dishes' photos")
        for tab in ["soup", "side"] {
          try await page.click("nav.tabbar button.tab[data-value=\(tab)]")
          try await page.wait(for: ".screen.top .menu-\(tab) .dish")
          try await page.wait(until: Self.menuPhotosLoaded, "the \(tab) dishes' photos")
          #expect(try await page.path().contains("_tab=\(tab)"))
        }
        let priced = try await page.text(".screen.top .dish .sale-price")
        #expect(priced.hasSuffix("원"), "a price in won: \(priced)")
      }
    }

    @Test func aDishIsOrderedAfterItsConfirmation() async throws {
      try await BrowserPage.with(phone: true) { page in
        try await page.open("onban/")
        try await page.wait(until: Self.menuPhotosLoaded, "the main dishes' photos")
        let title = try await page.text(".screen.top .dish .dish-title")
        try await page.click(".screen.top .dish .dish-open")
        try await page.wait(for: ".screen.top .dish-detail .detail-title", containing: title)
        try await page.wait(until: Self.detailPhotosLoaded, "the detail's photos")
        #expect(
          try await page.browser.run(
            "return document.querySelector('nav.tabbar').hidden;"
          ).bool == true,
          "the detail hides the tab bar")

        try await page.click(".screen.top button.quantity-increase")
        try await page.wait(for: ".screen.top .quantity-value", containing: "2")
        try await page.click(".screen.top button.order")
        try await page.wait(for: "dialog .message", containing: "2개")
        try await page.clickDialogButton(containing: "주문하기")
        try await page.wait(for: "dialog h2", containing: "주문 완료")
        #expect(
          try await page.browser.run(
            "return document.querySelector('nav.tabbar').hidden;"
          ).bool == true,
          "the tab bar stays hidden under the alert")
        try await page.clickDialogButton(containing: "확인")
        try await page.wait(forNo: "dialog[data-dialog]", "the receipt closes")
        try await page.back()
        try await page.wait(for: ".screen.top .dish .dish-title", containing: title)
      }
    }

    @Test func aDishsAddressShowsItsDetailAfterAReloadAndInANewTab() async throws {
      try await BrowserPage.with(phone: true) { page in
        try await page.open("onban/")
        try await page.wait(for: ".screen.top .menu-main .dish")
        let title = try await page.text(".screen.top .dish .dish-title")
        try await page.click(".screen.top .dish .dish-open")
        try await page.wait(for: ".screen.top .dish-detail .detail-title", containing: title)
        let detail = try await page.path()
        #expect(detail.hasPrefix("/onban/main/"), "the dish's own address: \(detail)")

        try await page.browser.reload()
        try await page.waitUntilLive()
        try await page.wait(for: ".screen.top .dish-detail .detail-title", containing: title)
        #expect(try await page.path() == detail)

        // A soup's address, typed into a new tab without its `_tab`: the link names its section.
        try await page.back()
        try await page.wait(for: ".screen.top .menu-main .dish")
        try await page.click("nav.tabbar button.tab[data-value=soup]")
        try await page.wait(for: ".screen.top .menu-soup .dish")
        let soup = try await page.text(".screen.top .dish .dish-title")
        let hash = try await page.browser.run(
          "return document.querySelector('.screen.top [data-dish]').dataset.dish;"
        ).string
        let dish = try #require(hash)
        let first = try await page.browser.openTab()
        try await page.open("onban/soup/\(dish)")
        try await page.wait(for: ".screen.top .dish-detail .detail-title", containing: soup)
        #expect(try await page.path() == "/onban/soup/\(dish)?_tab=soup")
        try await page.click(".screen.top .nav-back")
        try await page.wait(for: ".screen.top .menu-soup .dish .dish-title", containing: soup)
        try await page.wait(for: "nav.tabbar button.tab.selected[data-value=soup]")
        // The first tab, independent, still shows the soup menu it was left on.
        try await page.browser.switchToTab(first)
        try await page.wait(for: ".screen.top .menu-soup .dish")
        #expect(
          try await page.browser.run(
            "return document.querySelector('.screen.top .dish-detail') === null;"
          ).bool == true)
      }
    }
  }
}
