import BrowserTestSupport
import Foundation
import Testing

extension BrowserSuites {
  /// BookKitty in Chromium on a phone, with the local model and the book-search server in the
  /// same `cairn-apps web`: a question asked from the floating menu, its answer (the question
  /// screen gone from the stack), a recommended book put on the shelf, found there with its
  /// cover, and taken off again.
  @Suite("BookKitty in the browser", .timeLimit(.minutes(3)))
  struct BookKittyBrowserTests {
    static let question = "우주와 별에 대해 쉽게 알려주는 책"

    /// True once the question's button is enabled: the view model has the whole question.
    private static let canAsk =
      "!\(JavaScript.query("#app .question-form button[type=submit]")).disabled"

    /// True when every cover matching `css` in view has loaded and has pixels (and there is one).
    private static func coversLoaded(_ css: String) -> String {
      """
      (() => {
        const covers = Array.from(document.querySelectorAll(\(JavaScript.string(css))))
          .filter(cover => {
            const box = cover.getBoundingClientRect();
            return box.bottom > 0 && box.top < innerHeight;
          });
        return covers.length > 0 && covers.every(cover => cover.complete && cover.naturalWidth > 0);
      })()
      """
    }

    @Test func aQuestionsBookGoesOnTheShelfAndComesOff() async throws {
      try await BrowserPage.with(phone: true) { page in
        try await page.open("bookkitty/")
        try await page.wait(
          for: ".screen.top .home .empty", "Home says no book was recommended yet")

        // The floating menu, then the question.
        try await page.clickOnTop(".screen.top .nav-button")
        try await page.clickDialogButton(containing: "책냥이에게 질문하기")
        try await page.type(Self.question, into: "#question-text")
        try await page.wait(until: Self.canAsk, "the question is long enough to ask")
        try await page.clickOnTop(".question-form button[type=submit]")

        // The answer, its first book's cover loaded; the question screen is gone from the stack.
        try await page.wait(for: ".result-reason", "the answer's reason")
        try await page.wait(
          until: Self.coversLoaded(".carousel-books img.cover"), "the book's cover")
        try await page.wait(forNo: ".question-form", "the question screen, removed after asking")
        let title = try await page.text(".carousel-books .book-title")
        #expect(!title.isEmpty)

        // The book on the shelf, after its confirmation.
        try await page.clickOnTop(".carousel-books .book-card")
        try await page.wait(for: ".screen.top .book-detail .book-title", containing: title)
        try await page.wait(for: ".screen.top .nav-button", containing: "등록")
        try await page.clickOnTop(".screen.top .nav-button")
        try await page.wait(for: "dialog h2", containing: "등록하시겠습니까")
        try await page.clickDialogButton(containing: "확인")
        try await page.wait(
          for: ".screen.top .result-reason", "the detail closes once the book is on the shelf")

        // The browser's back button closes the answer, and never goes back to the question.
        try await page.back()
        try await page.wait(forNo: ".result-reason", "the answer closed")
        #expect(
          try await page.browser.run(
            "return document.querySelector('.question-form') === null;"
          ).bool == true, "the question screen never comes back")

        // The shelf holds it, with its cover.
        try await page.click("nav.tabbar button.tab[data-value=library]")
        try await page.wait(for: ".screen.top .shelf .book-title", containing: title)
        try await page.wait(
          until: Self.coversLoaded(".screen.top .shelf img.cover"), "the shelf's cover")

        // And lets it go.
        try await page.clickOnTop(".shelf .book-card")
        try await page.wait(for: ".screen.top .book-detail .book-title", containing: title)
        try await page.wait(for: ".screen.top .nav-button", containing: "삭제")
        try await page.clickOnTop(".screen.top .nav-button")
        try await page.wait(for: "dialog h2", containing: "제외하시겠습니까")
        try await page.clickDialogButton(containing: "확인")
        try await page.wait(for: ".screen.top .library .empty", "the shelf is empty again")
      }
    }

    @Test func aBooksAddressComesBackOnAReloadAndABadOneOpensHome() async throws {
      try await BrowserPage.with(phone: true) { page in
        try await page.open("bookkitty/")
        try await page.clickOnTop(".screen.top .nav-button")
        try await page.clickDialogButton(containing: "책냥이에게 질문하기")
        try await page.wait(
          until: "location.pathname === '/bookkitty/ask'", "the question's address")
        try await page.type(Self.question, into: "#question-text")
        try await page.wait(until: Self.canAsk, "the question is long enough to ask")
        try await page.clickOnTop(".question-form button[type=submit]")
        try await page.wait(
          until: "location.pathname.startsWith('/bookkitty/questions/')",
          "the stored answer's address")
        let title = try await page.text(".carousel-books .book-title")
        try await page.clickOnTop(".carousel-books .book-card")
        try await page.wait(
          until: "location.pathname.startsWith('/bookkitty/books/')", "the book's address")
        let address = try await page.path()

        try await page.browser.run("location.reload();")
        try await page.waitUntilLive()
        try await page.wait(for: ".screen.top .book-detail .book-title", containing: title)
        #expect(try await page.path() == address)

        try await page.open("bookkitty/books/9791195894090")
        try await page.wait(
          for: ".screen.top .home", "an ISBN whose check digit is wrong opens Home")
      }
    }

    @Test func aHostileQuestionStaysText() async throws {
      try await BrowserPage.with(phone: true) { page in
        try await page.open("bookkitty/")
        try await page.clickOnTop(".screen.top .nav-button")
        try await page.clickDialogButton(containing: "책냥이에게 질문하기")
        let hostile = "<img src=x onerror=alert(1)> 우주 별 책 알려줘"
        try await page.type(hostile, into: "#question-text")
        try await page.wait(until: Self.canAsk, "the question is long enough to ask")
        try await page.clickOnTop(".question-form button[type=submit]")
        try await page.wait(for: ".screen.top .result-question", containing: "<img src=x")
        #expect(
          try await page.browser.run(
            "return document.querySelectorAll('img[src=\"x\"]').length === 0;"
          ).bool == true, "the question's markup never became an element")
      }
    }
  }
}
