import BookKittyServer
import CairnTerminal
import Foundation
import Testing

@Suite("BookKitty in the terminal: covers not drawn yet", .timeLimit(.minutes(3)))
@MainActor
struct CoverPlaceholderTerminalTests {
  @Test func aCoverLoadingIsAPlaceholderUntilItsPictureAndAFailedOneSaysSo() async throws {
    let app = try await BookKittyTerminalApp(colorMode: .trueColor)
    let screen = app.screen
    let cosmos = try #require(app.book("코스모스")?.coverURL)
    let sapiens = try #require(app.book("사피엔스")?.coverURL)
    // Every request for 코스모스's cover waits at the gate; every one for 사피엔스's fails.
    let gate = FaultGate()
    defer { gate.open() }
    app.running.server.faults.inject(.hold(gate), path: cosmos, count: 10)
    app.running.server.faults.inject(.status(.notFound), path: sapiens, count: 10)
    try await app.saveQuestion(recommending: ["코스모스", "사피엔스"])
    await screen.waitUntil("the failed cover's placeholder") {
      $0.contains("사피엔스  [미소유]") && $0.contains("못했어요")
    }
    await gate.waitForHeldRequests()

    let loading = try #require(screen.position(of: "코스모스  [미소유]"))
    let failed = try #require(screen.position(of: "사피엔스  [미소유]"))
    // The 8 × 6 cover's columns: left of the title, two columns apart.
    let place = loading.col - 10..<loading.col - 2
    #expect(
      screen.text(rows: loading.row..<loading.row + 6, columns: place) == "🖼 표지 불러오는 중…",
      "a loading cover's placeholder: \(screen.text)")
    #expect(
      screen.text(rows: failed.row..<failed.row + 6, columns: place) == "🖼 표지를 불러오지 못했어요",
      "a failed cover says so: \(screen.text)")
    #expect(
      screen.style(row: failed.row + 1, col: place.lowerBound).foreground == .red, "in red")
    #expect(screen.halfBlockColumns(row: loading.row).isEmpty, "no picture yet")

    screen.press(.char("2"))
    await screen.waitUntil("the history's small covers, in a word") {
      $0.contains("책 2권") && $0.contains("실패")
    }
    // After "책 2권  ", 4 × 3 covers a column apart: 사피엔스's, then 코스모스's (by title).
    let count = try #require(screen.position(of: "책 2권"))
    let covers = count.row..<count.row + 3
    let first = count.col + "책 2권  ".displayWidth
    #expect(screen.text(rows: covers, columns: first..<first + 4) == "🖼 실패", "\(screen.text)")
    #expect(screen.text(rows: covers, columns: first + 5..<first + 9) == "🖼 …", "\(screen.text)")

    gate.open()
    screen.press(.char("1"))
    await screen.waitUntil("코스모스's cover drawn once it arrives") {
      $0.contains("코스모스  [미소유]") && $0.contains("▀")
    }
    let drawn = try #require(screen.position(of: "코스모스  [미소유]"))
    #expect(
      screen.cellsOutsidePicture(rows: drawn.row..<drawn.row + 6, columns: place).isEmpty,
      "\(screen.text)")
    let stillFailed = try #require(screen.position(of: "사피엔스  [미소유]"))
    #expect(
      screen.text(rows: stillFailed.row..<stillFailed.row + 6, columns: place).contains("못했어요"))
  }
}
