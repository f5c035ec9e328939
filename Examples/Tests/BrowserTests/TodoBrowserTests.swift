import BrowserTestSupport
import Foundation
import Testing

extension BrowserSuites {
  /// The TodoList in Chromium, as a user on a phone uses it: add, edit, move, delete, and a
  /// deadline that has passed shown in red.
  @Suite("TodoList in the browser", .timeLimit(.minutes(3)))
  struct TodoBrowserTests {
    @Test func addEditMoveAndDeleteOnAPhone() async throws {
      try await BrowserPage.with(phone: true) { page in
        try await page.open("todo/")
        try await page.wait(for: ".todo-section", containing: "TODO")

        try await page.addTodo(title: "장보기", content: "두부와 파")
        try await page.wait(for: ".todo-section[data-state=todo] .todo-title", containing: "장보기")

        try await page.click(".todo .row")
        try await page.waitForBarButton("Edit")
        try await page.clickOnTop(".nav-button")
        try await page.wait(until: "!document.querySelector('#todo-title').readOnly", "editable")
        try await page.type("장보기 (저녁)", into: "#todo-title")
        try await page.clickOnTop(".nav-button")
        try await page.wait(for: ".todo-title", containing: "장보기 (저녁)")
        try await page.waitForBarButton("+")

        try await page.click(".todo .todo-actions .small:not(.danger)")
        try await page.wait(for: "dialog .dialog-button", containing: "DOING")
        let moveButtons = try await page.browser.findAll("dialog .dialog-button")
        try #require(moveButtons.count >= 2)
        try await page.clickDialogButton(containing: "DOING")
        try await page.wait(for: ".todo-section[data-state=doing] .todo-title", containing: "장보기")
        #expect(try await page.text(".todo-section[data-state=todo] .todo-title").isEmpty)

        // snippet: browser-todo-journey
        try await page.click(".todo .small.danger")
        try await page.wait(for: "dialog .message", containing: "장보기 (저녁)")
        try await page.click("dialog .dialog-button.destructive")
        try await page.wait(forNo: ".todo", "the deleted todo leaves the list")
        // end-snippet
        try await page.wait(forNo: "dialog[data-dialog]", "the alert closes")
      }
    }

    @Test func aDeadlineThatHasPassedIsRed() async throws {
      try await BrowserPage.with { page in
        try await page.open("todo/")
        try await page.addTodo(title: "세금 내기", content: "", deadline: "2020-01-31")
        try await page.wait(for: ".todo-deadline.danger", "the overdue deadline")
        let color =
          try await page.browser.run(
            "return getComputedStyle(document.querySelector('.todo-deadline.danger')).color;"
          ).string ?? ""
        let channels = color.split { !$0.isNumber }.compactMap { Int($0) }
        try #require(channels.count >= 3, "a color: \(color)")
        #expect(channels[0] > 180 && channels[1] < 100 && channels[2] < 100, "red: \(color)")
      }
    }
  }
}

extension BrowserPage {
  /// Adds a todo through the "+" button and the form, and waits until the form has closed.
  func addTodo(title: String, content: String, deadline: String? = nil) async throws {
    try await clickOnTop(".nav-button")
    try await wait(for: ".sheet #todo-title", "the new todo's form")
    try await type(title, into: "#todo-title")
    if !content.isEmpty { try await type(content, into: "#todo-content") }
    if let deadline { try await pick(deadline, in: "#todo-deadline") }
    try await clickOnTop(".nav-button")
    try await wait(forNo: ".sheet", "the form closes once saved")
  }
}
