import CairnTerminal
import CairnTerminalTesting
import Foundation
import OnbanServer
import Testing

private let mainHeader = "모두가 좋아하는 든든한 메인 요리"
private let soupHeader = "정성이 담긴 뜨끈뜨끈 국물 요리"
private let sideHeader = "식탁을 풍성하게 하는 정갈한 밑반찬"

@Suite("Onban in the terminal", .timeLimit(.minutes(3)))
@MainActor
struct OnbanTerminalTests {
  private func tabBarShows(_ text: String) -> Bool {
    text.contains("1 메인") && text.contains("2 국물") && text.contains("3 반찬")
  }

  /// Opens the first main dish (오리 주물럭_반조리, 12,640원) and waits for its detail.
  private func openFirstDish(_ screen: TerminalHarness) async {
    await screen.waitForText("오리 주물럭_반조리")
    screen.press(.enter)
    await screen.waitForText("총 주문금액")
  }

  @Test func theTabBarListsThreeTabsAndDigitsSwitchSections() async throws {
    let app = try await OnbanTerminalApp()
    let screen = app.screen
    await screen.waitForText(mainHeader)
    #expect(tabBarShows(screen.text), "tab bar: \(screen.text)")
    screen.press(.char("2"))
    await screen.waitForText(soupHeader)
    #expect(!screen.text.contains(mainHeader))
    screen.press(.char("3"))
    await screen.waitForText(sideHeader)
    #expect(!screen.text.contains(soupHeader))
    screen.press(.char("1"))
    await screen.waitForText(mainHeader)
    #expect(tabBarShows(screen.text))
  }

  @Test func aCellShowsPricesBadgesDeliveryAndItsPhotoAsAThumbnail() async throws {
    let app = try await OnbanTerminalApp(colorMode: .trueColor)
    let screen = app.screen
    let title = "오리 주물럭_반조리"
    // The screen's photos arrive four at a time: on a loaded machine the last well after ten
    // seconds.
    await screen.waitUntil(
      limit: OnbanTerminalApp.photoTimeout, "every photo on screen drawn"
    ) {
      text in
      !text.contains("🖼")
        && text.split(separator: "\n").contains { $0.contains(title) && $0.contains("▀") }
    }
    let text = screen.text
    for part in [title, "[런칭특가]", "감칠맛 나는 매콤한 양념", "12,640원", "15,800원", "새벽배송 · 전국택배"] {
      #expect(text.contains(part), "the cell shows \(part): \(text)")
    }
    #expect(!text.contains("🖼"), "a drawn photo is not also named: \(text)")
    let titleAt = try #require(screen.position(of: title))
    let line = screen.lines[titleAt.row]
    let thumbnail = try #require(line.firstIndex(of: "▀"))
    let thumbnailColumn = line.distance(from: line.startIndex, to: thumbnail)
    #expect(thumbnailColumn < titleAt.col, "the thumbnail is at the left of the text")
    for row in titleAt.row..<titleAt.row + 3 {
      let cell = screen.style(row: row, col: thumbnailColumn + 3)
      guard case .rgb = cell.foreground, case .rgb = cell.background else {
        Issue.record("row \(row) of the thumbnail has 24-bit colours: \(cell)")
        continue
      }
    }
    #expect(screen.style(row: titleAt.row, col: titleAt.col).isInverse, "the first row is selected")
    #expect(
      !screen.style(row: titleAt.row, col: thumbnailColumn).isInverse,
      "the selection highlights the text, never the photo")
    let original = try #require(screen.position(of: "15,800원"))
    let sale = try #require(screen.position(of: "12,640원"))
    #expect(screen.style(row: original.row, col: original.col).isStrikethrough)
    #expect(!screen.style(row: sale.row, col: sale.col).isStrikethrough)
  }

  @Test func aNarrowCellEndsWhatDoesNotFitWithAnEllipsis() async throws {
    let app = try await OnbanTerminalApp(colorMode: .monochrome, width: 50, height: 30)
    let screen = app.screen
    await screen.waitForText("오리 주물럭_반조리")
    let row = try #require(screen.position(of: "12,640원"))
    let line = screen.lines[row.row]
    #expect(line.hasSuffix("…"), "the delivery and photo text is cut with a mark: \(line)")
    #expect(!line.contains("전국택 "), "\(screen.text)")
  }

  @Test func withoutColoursACellNamesItsPhotoInText() async throws {
    let app = try await OnbanTerminalApp(colorMode: .monochrome)
    let screen = app.screen
    await screen.waitForText("🖼 오리 주물럭_반조리 160×120", limit: OnbanTerminalApp.photoTimeout)
    let text = screen.text
    #expect(!text.contains("▀"), "no half blocks without colours: \(text)")
  }

  @Test func theDetailDrawsThePagedPhotoAndItsDetailImages() async throws {
    let app = try await OnbanTerminalApp(colorMode: .trueColor, height: 40)
    let screen = app.screen
    await openFirstDish(screen)
    await screen.waitUntil(limit: OnbanTerminalApp.photoTimeout) {
      $0.contains("사진 1 / 5") && $0.contains("▀") && !$0.contains("🖼")
    }
    #expect(!screen.text.contains("🖼"), "drawn photos are not also named: \(screen.text)")
    let pager = try #require(screen.position(of: "사진 1 / 5"))
    let below = screen.lines[pager.row + 1]
    #expect(below.contains("▀"), "the photo is under its pager: \(screen.text)")
    let photo = screen.lines[pager.row + 1...pager.row + 8]
    #expect(photo.allSatisfy { $0.contains("▀") }, "eight lines of photo: \(screen.text)")
    screen.press(.right)
    await screen.waitUntil(limit: OnbanTerminalApp.photoTimeout) {
      $0.contains("사진 2 / 5") && !$0.contains("🖼")
    }
    let paged = try #require(screen.position(of: "사진 2 / 5"))
    #expect(screen.lines[paged.row + 1].contains("▀"), "the next photo is drawn: \(screen.text)")
  }

  // snippet: onban-split
  @Test func aWideTerminalShowsTheMenuBesideTheDishItOpened() async throws {
    let app = try await OnbanTerminalApp(width: 150, height: 36)
    let screen = app.screen
    await screen.waitForText("선택한 항목이 없어요")
    #expect(screen.text.contains(mainHeader), "the menu on the left: \(screen.text)")
    // The secondary pane says "nothing selected" before the menu's dishes arrive: Enter on a
    // menu still loading opens nothing.
    await screen.waitForText("오리 주물럭_반조리")
    screen.press(.enter)
    await screen.waitForText("총 주문금액")
    #expect(screen.text.contains(mainHeader), "the menu stays beside the dish: \(screen.text)")
    #expect(screen.text.contains("│"))
    screen.press(.char("+"))
    await screen.waitForText("− 2 +")
    screen.press(.escape)
    await screen.waitForText("선택한 항목이 없어요")
    app.screen.resize(width: 100, height: 36)
    #expect(!screen.text.contains("선택한 항목이 없어요"), "narrow: one screen at a time")
  }
  // end-snippet

  @Test func theDetailPagesThumbnailsAndTheTotalFollowsTheQuantity() async throws {
    let app = try await OnbanTerminalApp()
    let screen = app.screen
    await screen.waitForText(mainHeader)
    #expect(tabBarShows(screen.text))
    await openFirstDish(screen)
    #expect(!tabBarShows(screen.text), "the detail hides the tab bar: \(screen.text)")
    #expect(screen.text.contains("사진 1 / 5"))
    screen.press(.right)
    #expect(screen.text.contains("사진 2 / 5"))
    screen.press(.left, .left)
    #expect(screen.text.contains("사진 1 / 5"), "paging stops at the first")
    #expect(screen.text.contains("총 주문금액  12,640원"))
    screen.press(.char("+"), .char("+"))
    await screen.waitForText("37,920원")
    #expect(screen.text.contains("− 3 +"))
    screen.press(.char("-"))
    await screen.waitForText("25,280원")
    #expect(screen.text.contains("− 2 +"))
  }

  @Test func enterOrdersAndTheAlertShowsTheTotalThenEscGoesBack() async throws {
    let app = try await OnbanTerminalApp()
    let screen = app.screen
    await openFirstDish(screen)
    screen.press(.char("+"), .char("+"))
    await screen.waitForText("37,920원")
    screen.press(.enter)
    await screen.waitForText("주문할까요?")
    #expect(screen.text.contains("총 37,920원을 주문해요"), "asked with the total first")
    screen.press(.enter)  // the question's first button is 취소: a double Enter orders nothing
    await screen.waitUntil { !$0.contains("주문할까요?") && $0.contains("[ 주문하기 ]") }
    screen.press(.enter)
    await screen.waitForText("주문할까요?")
    screen.press(.char("2"))
    await screen.waitForText("주문 완료")
    #expect(screen.text.contains("총 37,920원"), "the alert names the total: \(screen.text)")
    screen.press(.enter)
    await screen.waitUntil { !$0.contains("주문 완료") }
    #expect(screen.text.contains("총 주문금액"))
    screen.press(.escape)
    await screen.waitForText(mainHeader)
    #expect(!screen.text.contains("총 주문금액"))
    #expect(tabBarShows(screen.text), "the tab bar is back: \(screen.text)")
  }

  @Test func theDetailStrikesTheOriginalPriceAndKeepsTheDeliveryDaysOnOneLine() async throws {
    let app = try await OnbanTerminalApp()
    let screen = app.screen
    await openFirstDish(screen)
    let original = try #require(screen.position(of: "15,800원"))
    #expect(screen.style(row: original.row, col: original.col).isStrikethrough)
    let sale = try #require(screen.position(of: "12,640원"))
    #expect(!screen.style(row: sale.row, col: sale.col).isStrikethrough)
    #expect(screen.lines.contains { $0.contains("[화 · 수 · 목 · 금 · 토]") }, "\(screen.text)")
  }

  @Test func aServerFaultShowsTheSectionsErrorAndRRetries() async throws {
    let app = try await OnbanTerminalApp { server in
      server.faults.inject(.status(.internalServerError), path: "/onban/soup")
    }
    let screen = app.screen
    await screen.waitForText(mainHeader)
    screen.press(.char("2"))
    await screen.waitForText("서버에 문제가 생겼어요")
    #expect(screen.text.contains(soupHeader))
    #expect(screen.text.contains("500"), "the status is named: \(screen.text)")
    screen.press(.char("r"))
    await screen.waitUntil(limit: OnbanTerminalApp.photoTimeout) {
      !$0.contains("서버에 문제가 생겼어요") && $0.contains("▀")
    }
    #expect(app.running.server.faults.pendingCount(path: "/onban/soup") == 0)
  }

  @Test func afterTheServerStopsAListSeenBeforeIsShownWithANotice() async throws {
    let app = try await OnbanTerminalApp(jsonTTL: .zero)
    let screen = app.screen
    await screen.waitForText("오리 주물럭_반조리")
    #expect(!screen.text.contains("전에 본 내용"))
    await app.running.stopAndWait()
    screen.press(.char("r"))
    await screen.waitForText("서버에 연결할 수 없어 전에 본 내용을 보여줘요")
    #expect(screen.text.contains("오리 주물럭_반조리") && screen.text.contains(mainHeader))
  }
}
