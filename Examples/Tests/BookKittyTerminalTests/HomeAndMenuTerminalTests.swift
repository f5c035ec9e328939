import BookKittyDomain
import BookKittyPresentation
import CairnTerminal
import Foundation
import Testing

@Suite("BookKitty in the terminal: home, tabs and the menu", .timeLimit(.minutes(3)))
@MainActor
struct HomeAndMenuTerminalTests {
  @Test func homeStartsEmptyUnderTheThreeTabs() async throws {
    let app = try await BookKittyTerminalApp()
    await app.screen.waitForText(BookKittyStrings.homeEmpty)
    let text = app.screen.text
    #expect(text.contains("1 Home") && text.contains("2 Q&A") && text.contains("3 Library"))
    #expect(text.contains("책냥이") && text.contains("+ (n)"))
    app.screen.press(.char("2"))
    await app.screen.waitForText("등록된 질문이 없어요.")
    app.screen.press(.char("3"))
    await app.screen.waitForText("등록된 책이 없어요.")
  }

  @Test func homeShowsRecentBooksWithTagsAndCovers() async throws {
    // Without colours each cover is its text line; CoverTerminalTests draws them as pictures.
    let app = try await BookKittyTerminalApp(colorMode: .monochrome)
    let cosmos = try #require(app.book("코스모스"))
    let sapiens = try #require(app.book("사피엔스"))
    _ = try await app.store.saveBook(sapiens, isOwned: true)
    _ = try await app.store.saveQuestion(
      id: UUID(), question: "우주와 인류에 대해 알고 싶어요", answer: "이유", books: [cosmos, sapiens],
      at: Date())
    await app.screen.waitForText("🖼 코스모스 96×140")
    let text = app.screen.text
    #expect(text.contains("코스모스  [미소유]") && text.contains("사피엔스  [소유]"))
    #expect(text.contains("칼 세이건") && text.contains("유발 하라리"))
  }

  @Test func nOpensTheFloatingMenuFromEveryTabAndEscClosesIt() async throws {
    let app = try await BookKittyTerminalApp()
    for tab: Character in ["1", "2", "3"] {
      app.screen.press(.char(tab))
      app.screen.press(.char("n"))
      await app.screen.waitForText("무엇을 할까요?")
      #expect(app.screen.text.contains("1 책냥이에게 질문하기"))
      #expect(app.screen.text.contains("2 책 추가하기") && app.screen.text.contains("3 취소"))
      app.screen.press(.escape)
      await app.screen.waitUntil("the menu closed") { !$0.contains("무엇을 할까요?") }
    }
  }
}
