import CairnTerminal
import Foundation
import ProjectManagerDomain
import ProjectManagerPresentation
import Testing

@Suite("Project Manager form in the terminal", .timeLimit(.minutes(3)))
@MainActor
struct WorkFormTerminalTests {
  @Test func typingAHangulWorkAndCtrlSCreatesIt() async throws {
    let app = try await BoardTerminalApp()
    let screen = await app.start(width: 100)
    screen.press(.char("n"))
    #expect(screen.text.contains("새 할 일") && screen.text.contains("Done (^S)"))
    #expect(screen.text.contains("0/1000") && screen.text.contains(WorkRules.bodyPlaceholder))
    #expect(screen.text.contains("2026. 11. 21."), "due today by default")
    screen.type("장보기")
    screen.press(.tab)
    screen.type("두부와 김치")
    #expect(screen.text.contains("6/1000"))
    screen.press(.tab, .right, .right, .up)  // the due day: 21 → 22
    #expect(screen.text.contains("2026. 11. 22."))
    screen.press(.ctrl("s"))

    await screen.waitForText("TODO 1")
    #expect(!screen.text.contains("Done (^S)"))
    #expect(screen.text.contains("장보기") && screen.text.contains("두부와 김치"))
    let stored = try await app.stored()
    #expect(stored.map(\.title) == ["장보기"] && stored.first?.body == "두부와 김치")
    #expect(stored.first?.due == (try day(11, 22)))
  }

  @Test func aBlankTitleIsSavedAsThePlaceholderTitle() async throws {
    let app = try await BoardTerminalApp()
    let screen = await app.start(width: 100)
    screen.press(.char("n"), .ctrl("s"))
    await screen.waitForText("TODO 1")
    #expect(screen.text.contains("제목을 입력해주세요"))
  }

  @Test func theBodyStopsAtAThousandCharactersAndTheCounterSaysSo() async throws {
    let app = try await BoardTerminalApp()
    let screen = await app.start(width: 100)
    screen.press(.char("n"), .tab)
    screen.press(.paste(String(repeating: "가", count: 999)))
    #expect(screen.text.contains("999/1000"))
    screen.type("나다")
    #expect(screen.text.contains("1000/1000"))
    screen.press(.ctrl("s"))
    await screen.waitForText("TODO 1")
    #expect(try await app.stored().first?.body.count == 1_000)
  }

  @Test func escOnAChangedFormAsksThenDiscards() async throws {
    let app = try await BoardTerminalApp()
    let screen = await app.start(width: 100)
    screen.press(.char("n"))
    screen.type("버릴 것")
    screen.press(.escape)
    await screen.waitForText(ProjectManagerStrings.discardTitle)
    screen.press(.char("2"))
    await screen.waitUntil { !$0.contains("Done (^S)") }
    #expect(screen.text.contains("TODO 0"))
    #expect(try await app.stored().isEmpty)
  }

  @Test func enterOpensTheEditFormAndCtrlSSavesTheChange() async throws {
    let app = try await BoardTerminalApp()
    try await app.seed("우유", body: "저지방", state: .doing)
    let screen = await app.start(width: 100)
    screen.press(.right, .enter)
    #expect(screen.text.contains("Edit (^S)") && screen.text.contains("3/1000"))
    screen.type(" 두 개")
    screen.press(.ctrl("s"))
    await screen.waitUntil { !$0.contains("Edit (^S)") && $0.contains("우유 두 개") }
    #expect(screen.text.contains("DOING 1"))
    #expect(try await app.stored().first?.title == "우유 두 개")
  }
}
