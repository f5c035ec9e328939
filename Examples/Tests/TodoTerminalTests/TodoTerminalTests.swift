import CairnTerminal
import Foundation
import Testing
import TodoDomain
import TodoPresentation

private let calendar: Calendar = {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = TimeZone(identifier: "Asia/Seoul") ?? .gmt
  return calendar
}()

private func day(_ month: Int, _ day: Int, hour: Int = 0) -> Date {
  calendar.date(from: DateComponents(year: 2026, month: month, day: day, hour: hour))
    ?? .distantPast
}

@Suite("TodoList in the terminal", .timeLimit(.minutes(3)))
@MainActor
struct TodoTerminalTests {
  let now = day(11, 21, hour: 10)

  @Test func theListShowsThreeSectionsWithCountsAndEmptyStates() async throws {
    let app = try await TodoTerminalApp(now: now, calendar: calendar)
    let screen = app.screen
    await screen.waitForText("TODO (0)")
    #expect(screen.lines[0].contains("Project Manager"))
    #expect(screen.text.contains("DOING (0)") && screen.text.contains("DONE (0)"))
    #expect(screen.text.components(separatedBy: "할 일이 없어요").count == 4)
    #expect(screen.lines[23].hasPrefix("n 새 할 일"))
  }

  // snippet: terminal-harness-todo
  @Test func nOpensTheFormWithTheTitleFocusedAndCtrlSSaves() async throws {
    let app = try await TodoTerminalApp(now: now, calendar: calendar)
    let screen = app.screen
    await screen.waitForText("TODO (0)")
    screen.press(.char("n"))
    #expect(screen.text.contains("새 할 일") && screen.text.contains("Done (^S)"))
    screen.type("장보기")
    screen.press(.tab)
    screen.type("두부와 김치")
    screen.press(.tab, .right, .right, .up)  // the deadline's day: 21 → 22
    #expect(screen.text.contains("2026. 11. 22."))
    screen.press(.ctrl("s"))

    await screen.waitForText("TODO (1)")
    #expect(screen.text.contains("장보기") && screen.text.contains("두부와 김치"))
    let stored = try await app.stored()
    #expect(stored.map(\.title) == ["장보기"])
    #expect(stored.first.map { calendar.component(.day, from: $0.deadline) } == 22)
  }
  // end-snippet

  @Test func escOnAChangedFormAsksBeforeDiscarding() async throws {
    let app = try await TodoTerminalApp(now: now, calendar: calendar)
    let screen = app.screen
    await screen.waitForText("TODO (0)")
    screen.press(.char("n"))
    screen.type("버릴 것")
    screen.press(.escape)
    await screen.waitForText(TodoStrings.discardTitle)
    #expect(screen.text.contains("계속 편집") && screen.text.contains("버리기"))
    screen.press(.escape)  // the dialog's own Esc: keep editing
    await screen.waitUntil { !$0.contains(TodoStrings.discardTitle) }
    #expect(screen.text.contains("버릴 것"), "the draft is kept")
    screen.press(.escape)
    await screen.waitForText(TodoStrings.discardTitle)
    screen.press(.char("2"))
    await screen.waitUntil { !$0.contains("Done (^S)") }
    #expect(try await app.stored().isEmpty)
  }

  @Test func escOnAnUnchangedFormClosesAtOnce() async throws {
    let app = try await TodoTerminalApp(now: now, calendar: calendar)
    let screen = app.screen
    await screen.waitForText("TODO (0)")
    screen.press(.char("n"))
    await screen.waitForText("Done (^S)")
    screen.press(.escape)
    await screen.waitUntil { !$0.contains("Done (^S)") }
    #expect(!screen.text.contains(TodoStrings.discardTitle))
  }

  @Test func enterOpensReadOnlyAndEditUnlocks() async throws {
    let todo = Todo(title: "우유", content: "저지방", deadline: day(11, 25))
    let app = try await TodoTerminalApp(todos: [todo], now: now, calendar: calendar)
    let screen = app.screen
    await screen.waitForText("TODO (1)")
    screen.press(.enter)
    #expect(screen.text.contains("Edit (^S)"))
    screen.type("x")
    #expect(!screen.text.contains("우유x"), "read-only ignores typing")
    screen.press(.char("e"))
    #expect(screen.text.contains("Done (^S)"))
    screen.press(.end)
    screen.type(" 두 개")
    screen.press(.ctrl("s"))
    await screen.waitUntil { !$0.contains("Done (^S)") && $0.contains("우유 두 개") }
    #expect(try await app.stored().first?.title == "우유 두 개")
  }

  @Test func mMovesThroughTheActionSheet() async throws {
    let todo = Todo(title: "운동", content: "", deadline: day(11, 25))
    let app = try await TodoTerminalApp(todos: [todo], now: now, calendar: calendar)
    let screen = app.screen
    await screen.waitForText("TODO (1)")
    screen.press(.char("m"))
    await screen.waitForText("2 Move to DONE")
    #expect(screen.text.contains("1 Move to DOING"))
    screen.press(.char("2"))
    await screen.waitForText("DONE (1)")
    #expect(try await app.stored().first?.state == .done)
  }

  @Test func dDeletesAfterConfirmation() async throws {
    let todo = Todo(title: "청소", content: "", deadline: day(11, 25))
    let app = try await TodoTerminalApp(todos: [todo], now: now, calendar: calendar)
    let screen = app.screen
    await screen.waitForText("TODO (1)")
    screen.press(.char("d"))
    await screen.waitForText("할 일을 삭제할까요?")
    screen.press(.escape)
    #expect(!screen.text.contains("할 일을 삭제할까요?"))
    #expect(try await app.stored().count == 1)
    screen.press(.char("d"))
    await screen.waitForText("할 일을 삭제할까요?")
    screen.press(.right, .enter)
    await screen.waitForText("TODO (0)")
    #expect(try await app.stored().isEmpty)
  }

  @Test func overdueDeadlinesAreRed() async throws {
    let late = Todo(title: "늦은 일", content: "", deadline: day(11, 20))
    let fine = Todo(title: "여유", content: "", deadline: day(11, 21))
    let app = try await TodoTerminalApp(todos: [late, fine], now: now, calendar: calendar)
    let screen = app.screen
    await screen.waitForText("TODO (2)")
    let lateDate = try #require(screen.position(of: "2026. 11. 20."))
    let fineDate = try #require(screen.position(of: "2026. 11. 21."))
    #expect(screen.style(row: lateDate.row, col: lateDate.col).foreground == .red)
    #expect(screen.style(row: fineDate.row, col: fineDate.col).foreground != .red)
  }

  @Test func helpListsEveryKeyOfTheList() async throws {
    let app = try await TodoTerminalApp(now: now, calendar: calendar)
    let screen = app.screen
    await screen.waitForText("TODO (0)")
    screen.press(.char("?"))
    for key in ["새 할 일", "보기", "편집", "이동", "삭제", "새로고침", "종료"] {
      #expect(screen.text.contains(key), "help lists \(key)")
    }
  }

  @Test func aNarrowTerminalStillFits() async throws {
    let todo = Todo(title: "아주 긴 한글 제목이 잘리는지 확인하는 할 일", content: "", deadline: day(11, 25))
    let app = try await TodoTerminalApp(
      todos: [todo], now: now, calendar: calendar, width: 40, height: 14)
    let screen = app.screen
    await screen.waitForText("TODO (1)")
    #expect(screen.lines.allSatisfy { $0.displayWidth <= 40 })
    #expect(screen.text.contains("…"))
  }

  @Test func theDetailSheetDrawsAt40By14AndSaysSoWhenEvenSmaller() async throws {
    let todo = Todo(title: "작은 창", content: "내용 한 줄", deadline: day(11, 25))
    let app = try await TodoTerminalApp(
      todos: [todo], now: now, calendar: calendar, width: 40, height: 14)
    let screen = app.screen
    await screen.waitForText("TODO (1)")
    screen.press(.enter)
    await screen.waitForText("마감일")
    #expect(screen.text.contains("제목") && screen.text.contains("작은 창"))
    #expect(screen.text.contains("내용 한 줄") && screen.text.contains("2026. 11. 25."))
    screen.resize(width: 40, height: 11)
    #expect(screen.text.contains("이 화면을 그리기에 창이 작아요"), "never a blank sheet")
  }

  @Test func theDeadlineStartsOnTheDayAndItsKeysAreListed() async throws {
    let app = try await TodoTerminalApp(now: now, calendar: calendar)
    let screen = app.screen
    await screen.waitForText("TODO (0)")
    screen.press(.char("n"))
    await screen.waitForText("Done (^S)")
    screen.press(.tab, .tab)  // to the deadline
    #expect(screen.lines.last?.contains("←→ 년 · 월 · 일") == true)
    #expect(screen.lines.last?.contains("↑↓ 날짜 바꾸기") == true)
    screen.press(.up)
    #expect(screen.text.contains("2026. 11. 22."), "Up moved the day, not the year")
    let picked = try #require(screen.position(of: "22."))
    #expect(screen.style(row: picked.row, col: picked.col).isInverse)
    #expect(screen.style(row: picked.row, col: picked.col).isUnderlined)
  }
}
