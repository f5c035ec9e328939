import CairnTerminal
import Foundation
import ProjectManagerDomain
import ProjectManagerTestSupport
import Testing

@Suite("Project Manager board in the terminal", .timeLimit(.minutes(3)))
@MainActor
struct BoardTerminalTests {
  @Test func aWideTerminalShowsTheThreeColumnsSideBySideWithCounts() async throws {
    let app = try await BoardTerminalApp()
    try await app.seed("장보기", body: "두부\n김치")
    try await app.seed("운동", state: .doing)
    let screen = await app.start(width: 100)
    #expect(screen.lines[0].contains("Project Manager") && screen.lines[0].hasSuffix("+ (n)"))
    let header = try #require(screen.lines.first { $0.contains("TODO 1") })
    #expect(header.contains("DOING 1") && header.contains("DONE 0"))
    let cards = try #require(screen.lines.first { $0.contains("장보기") })
    #expect(cards.contains("운동") && cards.contains("지금은 할 일이 없어요 😅"))
    #expect(screen.text.contains("두부") && screen.text.contains("2026. 12. 1."))
    let todo = try #require(screen.position(of: "TODO 1"))
    #expect(screen.style(row: todo.row, col: todo.col).isInverse, "the focused column")
    let doing = try #require(screen.position(of: "DOING 1"))
    #expect(!screen.style(row: doing.row, col: doing.col).isInverse)
    #expect(screen.lines.allSatisfy { $0.displayWidth <= 100 })
  }

  @Test func aCardShowsThreeLinesOfItsBodyAsTheViewModelGivesThem() async throws {
    let app = try await BoardTerminalApp()
    try await app.seed("장보기", body: "두부\n\n  김치  \n우유\n계란")
    let screen = await app.start(width: 100)
    let title = try #require(screen.position(of: "장보기"))
    let below = (1...3).map { screen.lines[title.row + $0] }
    #expect(below[0].contains("두부") && below[1].contains("김치") && below[2].contains("우유"))
    #expect(!screen.text.contains("계란"), "three lines, not four")
    #expect(screen.lines[title.row + 4].contains("2026. 12. 1."), "then the due day")
  }

  @Test func anEmptyBoardShowsTheEmptyTextInEveryColumn() async throws {
    let app = try await BoardTerminalApp()
    let screen = await app.start(width: 100)
    #expect(screen.text.components(separatedBy: "지금은 할 일이 없어요 😅").count == 4)
    #expect(screen.text.contains("TODO 0") && screen.text.contains("DONE 0"))
  }

  @Test func aNarrowTerminalShowsOneColumnAndArrowsOrTabSwitchIt() async throws {
    let app = try await BoardTerminalApp()
    try await app.seed("장보기")
    try await app.seed("운동", state: .doing)
    let screen = await app.start(width: 60)
    #expect(screen.text.contains("[TODO 1]") && screen.text.contains(" DOING 1 "))
    #expect(screen.text.contains("DONE 0"))
    #expect(screen.text.contains("장보기") && !screen.text.contains("운동"))
    #expect(screen.lines.allSatisfy { $0.displayWidth <= 60 })

    screen.press(.right)
    #expect(screen.text.contains("[DOING 1]") && screen.text.contains("운동"))
    #expect(!screen.text.contains("장보기"))
    screen.press(.tab)
    #expect(screen.text.contains("[DONE 0]") && screen.text.contains("지금은 할 일이 없어요 😅"))
    screen.press(.tab)
    #expect(screen.text.contains("[TODO 1]") && screen.text.contains("장보기"), "Tab wraps")
    screen.press(.backTab)
    #expect(screen.text.contains("[DONE 0]"))
    screen.press(.left, .left)
    #expect(screen.text.contains("[TODO 1]"))
  }

  @Test func ninetyColumnsIsWideEnoughForTheThreeColumns() async throws {
    let app = try await BoardTerminalApp()
    try await app.seed("장보기")
    let screen = await app.start(width: 90)
    #expect(screen.lines.contains { $0.contains("TODO 1") && $0.contains("DOING 0") })
    #expect(!screen.text.contains("[TODO 1]"))
    screen.resize(width: 89, height: 24)
    #expect(screen.text.contains("[TODO 1]"))
    screen.resize(width: 90, height: 24)
    #expect(!screen.text.contains("[TODO 1]"))
  }

  @Test func upAndDownMoveWithinAColumnAndEnterOpensTheSelectedWork() async throws {
    let app = try await BoardTerminalApp()
    try await app.seed("첫째", due: day(11, 25))
    try await app.seed("둘째", due: day(11, 26))
    let screen = await app.start(width: 100)
    screen.press(.char("j"))
    screen.press(.enter)
    #expect(screen.text.contains("Edit (^S)"))
    #expect(screen.lines.contains { $0.contains("둘째") && $0.contains("Esc 닫기") })
    screen.press(.escape)
    #expect(!screen.text.contains("Edit (^S)"))
    screen.press(.up, .enter)
    #expect(screen.lines.contains { $0.contains("첫째") && $0.contains("Esc 닫기") })
  }

  @Test func overdueDueDatesAreDrawnInTheDangerStyle() async throws {
    let app = try await BoardTerminalApp()
    try await app.seed("늦은 일", due: day(11, 20))
    try await app.seed("오늘 할 일", due: day(11, 21))
    let screen = await app.start(width: 100)
    let late = try #require(screen.position(of: "2026. 11. 20."))
    let today = try #require(screen.position(of: "2026. 11. 21."))
    #expect(screen.style(row: late.row, col: late.col).foreground == .red)
    #expect(screen.style(row: today.row, col: today.col).foreground != .red)
  }

  @Test func mMovesThroughTheActionSheet() async throws {
    let app = try await BoardTerminalApp()
    try await app.seed("운동")
    let screen = await app.start(width: 100)
    screen.press(.char("m"))
    await screen.waitForText("2 Move to DONE")
    #expect(screen.text.contains("1 Move to DOING") && screen.text.contains("3 취소"))
    #expect(!screen.text.contains("Move to TODO"))
    screen.press(.char("2"))
    await screen.waitForText("DONE 1")
    #expect(screen.text.contains("TODO 0"))
    #expect(try await app.stored().first?.state == .done)
  }

  @Test func dDeletesOnlyAfterConfirming() async throws {
    let app = try await BoardTerminalApp()
    try await app.seed("청소")
    let screen = await app.start(width: 100)
    screen.press(.char("d"))
    await screen.waitForText("할 일을 삭제할까요?")
    #expect(screen.text.contains("Delete"))
    screen.press(.escape)
    #expect(!screen.text.contains("할 일을 삭제할까요?"))
    #expect(try await app.stored().count == 1)

    screen.press(.char("d"))
    await screen.waitForText("할 일을 삭제할까요?")
    screen.press(.right, .enter)
    await screen.waitForText("TODO 0")
    #expect(try await app.stored().isEmpty)
  }

  @Test func theStatusLineShowsTheSyncStatusAndSSyncsNow() async throws {
    let app = try await BoardTerminalApp(sync: ControlledSync(.offline(pending: 2, retryAt: nil)))
    let screen = await app.start(width: 100)
    await screen.waitForText("오프라인 · 2개 대기 중")
    let offline = try #require(screen.position(of: "오프라인"))
    #expect(screen.style(row: offline.row, col: offline.col).foreground == .yellow)
    #expect(offline.row == 22, "the last line above the footer")

    screen.press(.char("s"))
    await screen.waitForText("● 동기화됨")
    #expect(app.sync.syncNowCount == 1)
    let synced = try #require(screen.position(of: "동기화됨"))
    #expect(screen.style(row: synced.row, col: synced.col).foreground == .green)
  }

  @Test func aRunningSyncShowsASpinnerAndAFailureIsRed() async throws {
    let app = try await BoardTerminalApp(sync: ControlledSync(.syncing(pending: 1)))
    let screen = await app.start(width: 100)
    await screen.waitForText("동기화 중…")
    let frame = screen.frontEnd.spinnerFrame
    #expect(screen.text.contains("\(frame) 동기화 중…"))
    #expect(screen.frontEnd.isAnimating, "the spinner turns while syncing")

    app.sync.set(.failed(pending: 1, problem: .refused(status: 400, message: "bad batch")))
    await screen.waitForText("동기화 오류: 서버가 동기화를 거절했어요 (400): bad batch")
    let failed = try #require(screen.position(of: "동기화 오류"))
    #expect(screen.style(row: failed.row, col: failed.col).foreground == .red)
  }

  @Test func helpListsEveryKeyOfTheBoard() async throws {
    let app = try await BoardTerminalApp()
    let screen = await app.start(width: 100)
    screen.press(.char("?"))
    for title in ["새 할 일", "편집", "열 이동", "이동", "삭제", "지금 동기화", "다시 시도", "종료"] {
      #expect(screen.text.contains(title), "help lists \(title)")
    }
  }
}
