import BrowserTestSupport
import Foundation
import Testing

extension BrowserSuites {
  /// What every app gets from the library, checked on the TodoList in Chromium: the browser's
  /// back button, a reload, two tabs, a server restarted under an open page, hostile text.
  @Suite("The browser's own buttons, tabs and restarts", .timeLimit(.minutes(3)))
  struct BrowserNavigationTests {
    @Test func theBrowsersBackButtonIsTheUsersBack() async throws {
      try await BrowserPage.with { page in
        try await page.open("todo/")
        try await page.addTodo(title: "뒤로 가기", content: "")
        let list = try await page.path()
        try await page.click(".todo .row")
        try await page.waitForBarButton("Edit")
        let detail = try await page.path()
        #expect(detail.hasPrefix("/todo/") && detail != list, "\(detail)")

        try await page.back()
        try await page.wait(
          until: "location.pathname + location.search === \(JavaScript.string(list))",
          "the list's address \(list)")
        try await page.waitForBarButton("+")
        try await page.forward()
        try await page.wait(
          until: "location.pathname === \(JavaScript.string(detail))", "the detail's address")
        try await page.waitForBarButton("Edit")
      }
    }

    @Test func aReloadShowsTheSameScreen() async throws {
      try await BrowserPage.with { page in
        try await page.open("todo/")
        try await page.addTodo(title: "새로고침", content: "그대로")
        try await page.click(".todo .row")
        try await page.waitForBarButton("Edit")
        let detail = try await page.path()

        try await page.browser.reload()
        try await page.waitUntilLive()
        try await page.waitForBarButton("Edit")
        #expect(try await page.path() == detail)
        #expect(
          try await page.browser.run("return document.querySelector('#todo-title').value;")
            .string == "새로고침")
      }
    }

    @Test func twoTabsAreIndependent() async throws {
      try await BrowserPage.with { page in
        try await page.open("todo/")
        try await page.addTodo(title: "탭", content: "")
        try await page.click(".todo .row")
        try await page.waitForBarButton("Edit")
        let first = try await page.browser.openTab()

        try await page.open("todo/")
        try await page.waitForBarButton("+")
        try await page.wait(for: ".todo-title", containing: "탭")
        try await page.browser.switchToTab(first)
        try await page.waitForBarButton("Edit")
        #expect(try await page.path() != "/todo/")
      }
    }

    /// Each app, brought to a screen below its root: the condition that says it is shown.
    private static let deepScreens: [String: @Sendable (BrowserPage) async throws -> String] = [
      "todo": { page in
        try await page.open("todo/")
        try await page.addTodo(title: "재시작", content: "")
        try await page.click(".todo .row")
        try await page.waitForBarButton("Edit")
        return "document.querySelector('#todo-title')?.value === '재시작'"
      },
      "pm": { page in
        try await page.open("pm/")
        try await page.addWork(title: "재시작 카드", body: "", due: nil)
        try await page.click("li.work button.card")
        try await page.waitForBarButton("Edit")
        return "document.querySelector('.sheet #work-title')?.value === '재시작 카드'"
      },
      "onban": { page in
        try await page.open("onban/")
        try await page.click(".screen.top .dish .dish-open")
        try await page.wait(for: ".screen.top .dish-detail .detail-title")
        return "document.querySelector('.screen.top .dish-detail .detail-title') !== null"
      },
    ]

    @Test(arguments: ["todo", "pm", "onban"])
    func aPageComesBackAfterTheServerRestartedUnderIt(app: String) async throws {
      let deepScreen = try #require(Self.deepScreens[app])
      let folder = FileManager.default.temporaryDirectory.appending(path: "cairn-web-\(UUID())")
      defer { try? FileManager.default.removeItem(at: folder) }
      let first = try await WebAppsProcess.start(folder: folder)
      do {
        try await BrowserPage.with(server: first) { page in
          let shown = try await deepScreen(page)
          let address = try await page.path()

          await first.stop()
          try await page.wait(
            until: "document.body.classList.contains('disconnected')", "the page sees it gone")
          let restarted = try await WebAppsProcess.start(port: first.port, folder: folder)
          do {
            try await page.wait(
              until: "document.body.classList.contains('live')", "the page reconnects",
              limit: .seconds(40))
            try await page.wait(until: shown, "the same screen, rebuilt from \(address)")
            #expect(try await page.path() == address)
          } catch {
            await restarted.stop()
            throw error
          }
          await restarted.stop()
        }
      } catch {
        await first.stop()
        throw error
      }
      await first.stop()
    }

    @Test func aHostileTitleIsShownAsText() async throws {
      let hostile = "<img src=x onerror=alert(1)>"
      try await BrowserPage.with(phone: true) { page in
        try await page.open("todo/")
        try await page.addTodo(title: hostile, content: "<script>alert(2)</script>")
        try await page.wait(for: ".todo-title", containing: hostile)
        #expect(try await page.text(".todo-title") == hostile)
        #expect(
          try await page.browser.run("return document.querySelectorAll('#app img').length;")
            .number == 0)
        try await page.click(".todo .small.danger")
        try await page.wait(for: "dialog .message", containing: hostile)
        #expect(
          try await page.browser.run("return document.querySelectorAll('#app img').length;")
            .number == 0)
        #expect(
          try await page.browser.run("return document.querySelectorAll('#app script').length;")
            .number == 0)
      }
    }
  }
}
