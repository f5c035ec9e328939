import CairnTerminal
import Foundation
import ProjectManagerDomain
import ProjectManagerTestSupport
import Testing

@Suite("Project Manager board: an edit another device replaced", .timeLimit(.minutes(3)))
@MainActor
struct OverwrittenEditTerminalTests {
  @Test func aLostTitleIsNamedWithItsValueEscaped() async throws {
    let app = try await BoardTerminalApp()
    let work = try await app.seed("B의 제목")
    let screen = await app.start(width: 100)
    await screen.waitForText("B의 제목")
    app.sync.report([OverwrittenEdit(workID: work.id, lost: .title("A의\u{1B}[2J 제목"))])
    await screen.waitForText("다른 기기의 변경으로 바뀌었어요: 제목 'A의\\u{1B}[2J 제목'")
  }

  @Test func severalLostEditsNameTheFirstAndCountTheRest() async throws {
    let app = try await BoardTerminalApp()
    let work = try await app.seed("제목")
    let screen = await app.start(width: 100)
    app.sync.report([
      OverwrittenEdit(workID: work.id, lost: .state(.done)),
      OverwrittenEdit(workID: work.id, lost: .due(try day(12, 24))),
    ])
    await screen.waitForText("다른 기기의 변경으로 바뀌었어요: 상태 'DONE' 외 1건")
  }
}
