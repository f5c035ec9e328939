import CairnWeb
import Foundation
import OnbanDomain
import OnbanPresentation
import OnbanWeb
import Testing

@Suite("Onban's web views through a session", .timeLimit(.minutes(3)))
@MainActor
struct OnbanWebTests {
  /// True once every card of the page has its photo loaded.
  private static func photosShown(_ html: String) -> Bool {
    let cards = OnbanWebHarness.dishIDs(in: html)
    return !cards.isEmpty && OnbanWebHarness.photos(in: html).count >= cards.count
  }

  @Test func everySectionListsItsDishesWithTheirPhotos() async throws {
    let web = try await OnbanWebHarness()
    for section in MenuSection.allCases {
      await web.click("cairn:tab", value: section.rawValue)
      let page = await web.untilPage {
        $0.contains("data-section=\"\(section.rawValue)\"") && Self.photosShown($0)
      }
      #expect(page.contains(OnbanStrings.header(section)))
      let cards = OnbanWebHarness.dishIDs(in: page)
      #expect(cards.count >= 3, "\(section): \(cards)")
      #expect(Set(cards).count == cards.count, "a card per dish, keyed by its hash")
      #expect(page.contains("class=\"sale-price\""))
      for photo in OnbanWebHarness.photos(in: page) {
        #expect(photo.contains(" width=\"") && photo.contains(" height=\""), "\(photo)")
        #expect(photo.contains("src=\"/onban/files/"), "\(photo)")
      }
    }
    await web.stop()
  }

  @Test func aCardShowsPricesStruckThroughAndBadges() async throws {
    let web = try await OnbanWebHarness()
    let page = await web.untilPage { Self.photosShown($0) }
    #expect(page.contains("class=\"original-price\""))
    #expect(page.contains("class=\"badge\""))
    #expect(page.contains("런칭특가") || page.contains("이벤트특가"))
    #expect(OnbanWebViews.stylesheet.contains("line-through"))
    await web.stop()
  }

  @Test func aPhotoIsServedFromThePagesOwnOriginAndNothingElseIs() async throws {
    let web = try await OnbanWebHarness()
    let page = await web.untilPage { Self.photosShown($0) }
    let source = try #require(
      OnbanWebHarness.matches(#"src="/onban/files/([^"]+)""#, in: page).first)
    let photo = try #require(await web.app.file(at: source))
    #expect(photo.contentType == "image/png")
    #expect(!photo.data.isEmpty)
    for path in [
      "onban/main", "onban/images/../main", "../etc/passwd", "onban/images/x.txt", "",
      "onban/images/missing.png",
    ] {
      #expect(await web.app.file(at: path) == nil, "\(path)")
    }
    await web.stop()
  }

  @Test func aDishOpensItsDetailWithPhotosDeliveryAndAStepper() async throws {
    let web = try await OnbanWebHarness()
    let menu = await web.untilPage { Self.photosShown($0) }
    let dish = try #require(OnbanWebHarness.dishIDs(in: menu).first)
    await web.click("open", value: dish)
    let detail = await web.untilPage {
      $0.contains("class=\"dish-detail\"") && $0.contains("class=\"order primary-button\"")
        && $0.contains("dish-photo gallery-photo")
    }
    #expect(detail.contains("class=\"tabbar\" aria-label=\"탭\" hidden"), "the tab bar hides")
    #expect(detail.contains(OnbanStrings.deliveryInfo))
    #expect(detail.contains(OnbanStrings.deliveryFee))
    #expect(detail.contains("사진 1 / "))
    #expect(detail.contains("<span class=\"quantity-value\" role=\"status\">1</span>"))
    let single = OnbanWebHarness.matches(#"class="total">([^<]+)<"#, in: detail).first
    await web.click("increase")
    await web.click("increase")
    let three = await web.untilPage {
      $0.contains("<span class=\"quantity-value\" role=\"status\">3</span>")
    }
    let total = OnbanWebHarness.matches(#"class="total">([^<]+)<"#, in: three).first
    #expect(total != nil && total != single)
    await web.click("nextPhoto")
    await web.untilPage { $0.contains("사진 2 / ") }
    await web.stop()
  }

  @Test func anOrderIsConfirmedFirstThenTheServersReceiptIsShown() async throws {
    let web = try await OnbanWebHarness()
    let menu = await web.untilPage { Self.photosShown($0) }
    let dish = try #require(OnbanWebHarness.dishIDs(in: menu).first)
    await web.click("open", value: dish)
    await web.untilPage { $0.contains("class=\"order primary-button\"") }
    await web.click("order")
    let question = await web.untilPage { $0.contains(OnbanStrings.confirmOrderTitle) }
    #expect(question.contains("<dialog"))
    #expect(question.contains("1개, 총 "))
    #expect(try await web.running.server.orderCount() == 0, "nothing is sent before the yes")
    await web.clickDialogButton(OnbanStrings.order)
    let receipt = await web.untilPage { $0.contains(OnbanStrings.orderPlaced) }
    #expect(receipt.contains("주문번호"))
    #expect(try await web.running.server.orderCount() == 1)
    await web.clickDialogButton(OnbanStrings.ok)
    await web.untilPage { !$0.contains("<dialog") }
    await web.stop()
  }

  @Test func aHostileDishTitleIsOnlyEverText() async throws {
    let hostile = "<img src=x onerror=alert(1)>"
    let web = try await OnbanWebHarness { RetitledDishes(base: $0, title: hostile) }
    let menu = await web.untilPage { Self.photosShown($0) }
    #expect(menu.contains("&lt;img src=x onerror=alert(1)&gt;"))
    #expect(!menu.contains("<img src=x"))
    let dish = try #require(OnbanWebHarness.dishIDs(in: menu).first)
    await web.click("open", value: dish)
    let detail = await web.untilPage { $0.contains("class=\"order primary-button\"") }
    #expect(detail.contains("&lt;img src=x onerror=alert(1)&gt;"))
    #expect(!detail.contains("<img src=x"))
    await web.click("order")
    let question = await web.untilPage { $0.contains(OnbanStrings.confirmOrderTitle) }
    #expect(question.contains("&lt;img src=x onerror=alert(1)&gt; 1개"))
    #expect(!question.contains("<img src=x"))
    await web.stop()
  }
}
