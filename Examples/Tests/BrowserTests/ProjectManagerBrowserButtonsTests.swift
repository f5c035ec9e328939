import BrowserTestSupport
import Foundation
import Testing

extension BrowserSuites {
  /// The Project Manager under the browser's own buttons: back closes a card's form, forward and
  /// a reload show it again, another tab has a board of its own, a hostile title stays text.
  @Suite("Project Manager under the browser's buttons", .timeLimit(.minutes(3)))
  struct ProjectManagerBrowserButtonsTests {
    @Test func backForwardReloadAndASecondTab() async throws {
      try await BrowserPage.with { page in
        try await page.open("pm/")
        try await page.addWork(title: "주소 있는 카드", body: "", due: nil)
        let board = try await page.path()
        try await page.click("li.work button.card")
        try await page.waitForBarButton("Edit")
        let form = try await page.path()
        #expect(form != board && form.hasPrefix("/pm/"), "the card's own address: \(form)")

        try await page.back()
        try await page.wait(forNo: ".sheet", "back closes the form (nothing changed: no question)")
        #expect(try await page.path() == board)
        try await page.forward()
        try await page.wait(for: ".sheet #work-title", "forward opens it again")
        try await page.browser.reload()
        try await page.waitUntilLive()
        try await page.wait(
          until: "document.querySelector('.sheet #work-title')?.value === '주소 있는 카드'",
          "a reload shows the same card's form")

        let first = try await page.browser.openTab()
        try await page.open("pm/")
        try await page.wait(for: "li.work .work-title", containing: "주소 있는 카드")
        #expect(
          try await page.browser.run("return document.querySelector('.sheet') === null;")
            .bool == true, "the second tab shows the board alone")
        try await page.browser.switchToTab(first)
        try await page.wait(for: ".sheet #work-title", "the first tab keeps its form")
      }
    }

    @Test func aHostileTitleIsShownAsText() async throws {
      let hostile = "<img src=x onerror=alert(1)>"
      try await BrowserPage.with(phone: true) { page in
        try await page.open("pm/")
        try await page.addWork(title: hostile, body: "<script>alert(2)</script>", due: nil)
        try await page.wait(for: "li.work .work-title", containing: hostile)
        #expect(try await page.text("li.work .work-title") == hostile)
        #expect(
          try await page.browser.run(
            "return document.querySelectorAll('#app img, #app script').length;"
          )
          .number == 0)
        try await page.click("li.work button.delete")
        try await page.wait(for: "dialog .message", containing: hostile)
        #expect(
          try await page.browser.run(
            "return document.querySelectorAll('#app img, #app script').length;"
          )
          .number == 0)
      }
    }
  }
}
