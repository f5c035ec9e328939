import BrowserTestSupport
import Foundation
import ProcessTestSupport
import Testing

extension BrowserSuites {
  /// The Project Manager in Chromium: the board, the form, the move sheet and delete with its
  /// confirmation; two browsers on two devices' boards syncing through one `cairn-apps serve`.
  @Suite("Project Manager in the browser", .timeLimit(.minutes(4)))
  struct ProjectManagerBrowserTests {
    @Test func addEditMoveAndDeleteACard() async throws {
      try await BrowserPage.with { page in
        try await page.open("pm/")
        try await page.wait(for: "section.column[data-column=todo] .column-header .count")
        try await page.addWork(title: "기획서 쓰기", body: "1쪽 요약\n일정 포함", due: "2020-03-02")
        let todo = "section.column[data-column=todo]"
        try await page.wait(for: "\(todo) li.work .work-title", containing: "기획서 쓰기")
        try await page.wait(for: "\(todo) li.work .work-due.danger", "the past due day in red")

        // As the original's: a card opens its form ready to edit, and "Edit" saves it.
        try await page.click("li.work button.card")
        try await page.waitForBarButton("Edit")
        try await page.type("기획서 다듬기", into: "#work-title")
        try await page.browser.press(BrowserSession.Key.enter)  // Enter in the title submits
        try await page.wait(forNo: ".sheet", "the form closes once saved")
        try await page.wait(for: "\(todo) li.work .work-title", containing: "기획서 다듬기")

        try await page.click("li.work button.move")
        try await page.wait(for: "dialog .dialog-button", containing: "DONE")
        try await page.clickDialogButton(containing: "DONE")
        try await page.wait(
          for: "section.column[data-column=done] li.work .work-title", containing: "기획서 다듬기")
        #expect(try await page.text("section.column[data-column=done] .count") == "1")

        try await page.click("li.work button.delete")
        try await page.wait(for: "dialog .dialog-button.destructive")
        try await page.click("dialog .dialog-button.cancel")
        try await page.wait(forNo: "dialog[data-dialog]", "cancel keeps the card")
        #expect(try await page.text("li.work .work-title") == "기획서 다듬기")
        try await page.click("li.work button.delete")
        try await page.click("dialog .dialog-button.destructive")
        try await page.wait(forNo: "li.work", "the deleted card leaves the board")
        try await page.wait(until: "document.querySelector('footer.sync-status') !== null", "sync")
      }
    }

    @Test func twoDevicesInTwoBrowsersSyncThroughOneServer() async throws {
      let root = FileManager.default.temporaryDirectory.appending(path: "cairn-pm-sync-\(UUID())")
      defer { try? FileManager.default.removeItem(at: root) }
      let backends = try await ServedBackends.start(folder: root.appending(path: "server"))
      var devices: [WebAppsProcess] = []
      do {
        for name in ["a", "b"] {
          let folder = root.appending(path: name)
          let login = try await backends.logIn(deviceFolder: folder)
          try #require(login.status == 0, "pm login: \(login.errorOutput)")
          devices.append(
            try await WebAppsProcess.start(folder: folder, arguments: ["--server", backends.url]))
        }
        let (first, second) = (devices[0], devices[1])
        try await BrowserPage.with(server: first) { a in
          try await BrowserPage.with(server: second) { b in
            try await a.open("pm/")
            try await b.open("pm/")
            try await b.wait(for: "section.column[data-column=todo] .column-header .count")
            try await a.addWork(title: "같이 보는 카드", body: "A에서 씀", due: nil)
            try await a.wait(
              until: "document.querySelector('footer.sync-status').dataset.sync === 'ok'",
              "device A's change reaches the server")
            try await b.press(
              "s", until: JavaScript.someText("li.work .work-title", contains: "같이 보는 카드"),
              "device B shows device A's card")

            try await b.click("li.work button.move")
            try await b.clickDialogButton(containing: "DOING")
            try await b.wait(
              until: "document.querySelector('footer.sync-status').dataset.sync === 'ok'",
              "device B's move reaches the server")
            try await a.press(
              "s",
              until: JavaScript.someText(
                "section.column[data-column=doing] li.work .work-title", contains: "같이 보는 카드"),
              "device A shows device B's move")
          }
        }
      } catch {
        for device in devices { await device.stop() }
        await backends.stop()
        throw error
      }
      for device in devices { await device.stop() }
      await backends.stop()
    }
  }
}

extension BrowserPage {
  /// Adds a work through the board's "+" and the form, and waits until the form has closed.
  func addWork(title: String, body: String, due: String?) async throws {
    try await clickOnTop(".nav-button")
    try await wait(for: ".sheet #work-title", "the new work's form")
    try await type(title, into: "#work-title")
    try await type(body, into: "#work-body")
    if let due { try await pick(due, in: "#work-due") }
    try await clickOnTop(".nav-button")
    try await wait(forNo: ".sheet", "the form closes once saved")
  }
}
