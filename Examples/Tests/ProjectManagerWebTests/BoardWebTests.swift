import CairnNavigation
import Foundation
import ProjectManagerDomain
import ProjectManagerPresentation
import ProjectManagerTestSupport
import Testing

/// The board in a browser tab: its columns, cards and sync line, the move action sheet and the
/// delete alert the coordinator presents, and the terminal's keys.
@Suite("The Project Manager's board in the browser", .timeLimit(.minutes(3)))
@MainActor
struct BoardWebTests {
  @Test func theBoardShowsThreeColumnsWithTheirCountsAndCards() async throws {
    let app = try await PMWebApp()
    let late = try await app.seed("회의록 정리", body: "\n  첫 줄  \n둘째 줄", due: try day(11, 20))
    try await app.seed("발표 준비", due: try day(12, 3))
    try await app.seed("코드 리뷰", state: .doing)
    let driver = await PMWebDriver(app: app)
    let todo = driver.column("todo")
    #expect(todo.contains(#"<span class="column-title">TODO</span><span class="count">2</span>"#))
    #expect(driver.column("doing").contains(#"<span class="count">1</span>"#))
    #expect(driver.column("done").contains(#"<span class="count">0</span>"#))
    #expect(driver.column("done").contains(ProjectManagerStrings.emptyColumn))
    #expect(todo.contains(#"class="work overdue" data-id="\#(late.id.uuidString)""#))
    #expect(todo.contains(#"<span class="work-body secondary">첫 줄\#n둘째 줄</span>"#))
    #expect(todo.contains(#"<span class="work-due danger">2026. 11. 20.</span>"#))
    #expect(todo.contains(#"<span class="work-due secondary">2026. 12. 3.</span>"#))
    #expect(driver.html.contains(#"class="sync-status ok" data-sync="ok""#))
    #expect(driver.html.contains(#"aria-label="새 할 일">+</button>"#))
  }

  @Test func theSyncLineTurnsASpinnerWhileASyncRuns() async throws {
    let sync = ControlledSync(.synced(at: now))
    let app = try await PMWebApp(sync: sync)
    let driver = await PMWebDriver(app: app)
    sync.set(.syncing(pending: 0))
    await driver.until("the sync line to say it syncs") {
      $0.html.contains(#"data-sync="busy" role="status"><span class="spinner""#)
    }
    #expect(driver.html.contains(#"<span class="busy-text">\#(ProjectManagerStrings.syncing)"#))
    await driver.event("sync")
    await driver.until("a sync asked for") { _ in sync.syncNowCount == 1 }
  }

  @Test func aCardMovesThroughTheActionSheet() async throws {
    let app = try await PMWebApp()
    let work = try await app.seed("배포")
    let driver = await PMWebDriver(app: app)
    await driver.event("move", value: work.id.uuidString)
    await driver.until("the move action sheet") { $0.state.topDialog != nil }
    let sheet = driver.html
    #expect(sheet.contains(#"class="dialog actionSheet""#))
    #expect(sheet.contains(ProjectManagerStrings.moveTo(.doing)))
    #expect(sheet.contains(ProjectManagerStrings.moveTo(.done)))
    await driver.answerDialog(ProjectManagerStrings.moveTo(.doing))
    await driver.until("the card in DOING") {
      $0.column("doing").contains(#"data-id="\#(work.id.uuidString)""#)
    }
    #expect(!driver.column("todo").contains(work.id.uuidString))
    #expect(try await app.stored().first?.state == .doing)
  }

  @Test func deletingAsksFirstAndCancelKeepsTheWork() async throws {
    let app = try await PMWebApp()
    let work = try await app.seed("버릴 일")
    try await app.seed("남길 일", due: try day(12, 9))
    let driver = await PMWebDriver(app: app)
    await driver.event("delete", value: work.id.uuidString)
    await driver.until("the delete alert") { $0.state.topDialog != nil }
    #expect(driver.html.contains(ProjectManagerStrings.deleteMessage("버릴 일")))
    await driver.answerDialog(ProjectManagerStrings.dialogCancel)
    await driver.until("the alert gone") { $0.state.topDialog == nil }
    #expect(try await app.stored().count == 2)
    await driver.event("delete", value: work.id.uuidString)
    await driver.answerDialog(ProjectManagerStrings.delete)
    await driver.until("the card gone") {
      !$0.column("todo").contains(work.id.uuidString)
        && $0.column("todo").contains(#"<span class="count">1</span>"#)
    }
    #expect(try await app.stored().map(\.title) == ["남길 일"])
  }

  @Test func theTerminalsKeysMoveBetweenColumnsAndActOnTheSelectedCard() async throws {
    let app = try await PMWebApp()
    try await app.seed("할 일")
    let doing = try await app.seed("하는 일", state: .doing)
    let driver = await PMWebDriver(app: app)
    await driver.key("l")
    #expect(driver.html.contains(#"data-focused-column="doing""#))
    #expect(driver.html.contains(#"class="column doing focused" data-column="doing""#))
    await driver.key("j")
    #expect(driver.column("doing").contains(#"class="work selected" data-id="\#(doing.id)""#))
    await driver.key("m")
    await driver.answerDialog(ProjectManagerStrings.moveTo(.done))
    await driver.until("the card in DONE") { $0.column("done").contains(doing.id.uuidString) }
    await driver.key("ArrowRight")
    await driver.key("ArrowDown")
    await driver.key("Enter")
    await driver.until("the form of the work") { $0.state.modals.count == 1 }
    #expect(driver.html.contains(#"value="하는 일""#))
  }
}
