import BookKittyDomain
import BookKittyPresentation
import CairnTerminal
import Foundation
import Testing

@Suite("BookKitty in the terminal: covers", .timeLimit(.minutes(3)))
@MainActor
struct CoverTerminalTests {
  @Test func homeDrawsEachCoverAsAPictureBesideItsTextAndSelectsOnlyTheText() async throws {
    let app = try await BookKittyTerminalApp(colorMode: .trueColor)
    let screen = app.screen
    try await app.saveQuestion(recommending: ["코스모스", "사피엔스"])
    await screen.waitUntil("both cards with their covers") {
      $0.contains("코스모스  [미소유]") && $0.contains("사피엔스  [미소유]") && !$0.contains("🖼")
    }
    let titles = try ["코스모스", "사피엔스"].map { try #require(screen.position(of: $0)) }
      .sorted { $0.row < $1.row }
    for title in titles {
      let runs = screen.pictureRuns(row: title.row)
      let cover = try #require(runs.first, "a cover on the title's line: \(screen.text)")
      #expect(cover.count == 8 && cover.upperBound < title.col, "an 8 × 6 cover at the left")
      #expect(
        screen.cellsOutsidePicture(rows: title.row..<title.row + 6, columns: cover).isEmpty,
        "six rows of 24-bit half blocks: \(screen.text)")
      #expect(screen.halfBlockColumns(row: title.row + 6).isEmpty, "a blank line after a card")
    }
    #expect(titles[1].row == titles[0].row + 7, "cards of 7 lines do not overlap")
    #expect(screen.style(row: titles[0].row, col: titles[0].col).isInverse, "the first is selected")
    #expect(!screen.style(row: titles[1].row, col: titles[1].col).isInverse)

    screen.press(.down)
    #expect(!screen.style(row: titles[0].row, col: titles[0].col).isInverse)
    #expect(screen.style(row: titles[1].row, col: titles[1].col).isInverse, "the second is")
    let cover = try #require(screen.pictureRuns(row: titles[1].row).first)
    #expect(
      screen.cellsOutsidePicture(rows: titles[1].row..<titles[1].row + 6, columns: cover).isEmpty,
      "the selection never inverts the cover")
  }

  @Test func theLibraryGridDrawsACoverAboveEachTitleAndSelectsOnlyTheText() async throws {
    let app = try await BookKittyTerminalApp(colorMode: .trueColor)
    let screen = app.screen
    let titles = ["코스모스", "사피엔스", "총, 균, 쇠", "이기적 유전자"]
    try await app.shelve(titles)
    screen.press(.char("3"))
    await screen.waitUntil("the grid with its covers") { text in
      titles.allSatisfy { text.contains($0) } && !text.contains("🖼")
    }
    // Newest first: the last book shelved is the first cell; 90 × 30 gives covers 12 × 9.
    let cells = try titles.reversed().map { try #require(screen.position(of: $0)) }
    let cover = (rows: 9, columns: 12)
    for (cell, title) in zip(cells, titles.reversed()) {
      let middle = cell.col + title.displayWidth / 2
      let run = try #require(
        screen.pictureRuns(row: cell.row - 1).first { $0.contains(middle) },
        "a cover right above \(title): \(screen.text)")
      #expect(run.count == cover.columns, "\(title)'s cover is \(cover.columns) wide")
      #expect(
        screen.cellsOutsidePicture(rows: cell.row - cover.rows..<cell.row, columns: run).isEmpty,
        "\(title)'s cover: \(cover.rows) rows of 24-bit half blocks")
    }
    #expect(cells[0].row == cells[1].row && cells[1].row == cells[2].row, "three side by side")
    #expect(
      cells[3].row - cover.rows > cells[0].row + 1,
      "the second row's covers start under the first row's authors")
    #expect(screen.style(row: cells[0].row, col: cells[0].col).isInverse, "the first is selected")

    screen.press(.right)
    #expect(!screen.style(row: cells[0].row, col: cells[0].col).isInverse)
    #expect(screen.style(row: cells[1].row, col: cells[1].col).isInverse, "the second is")
    let run = try #require(
      screen.pictureRuns(row: cells[1].row - 1).first { $0.lowerBound > cells[0].col })
    #expect(
      screen.cellsOutsidePicture(rows: cells[1].row - cover.rows..<cells[1].row, columns: run)
        .isEmpty,
      "the selection never inverts the cover")
  }

  @Test func theLibraryAt80x24ShowsTwoRowsOfWholeCovers() async throws {
    let app = try await BookKittyTerminalApp(colorMode: .trueColor, width: 80, height: 24)
    let screen = app.screen
    let titles = ["코스모스", "사피엔스", "총, 균, 쇠", "이기적 유전자", "침묵의 봄", "정의란 무엇인가"]
    try await app.shelve(titles)
    screen.press(.char("3"))
    await screen.waitUntil("six books with their covers") { text in
      titles.allSatisfy { text.contains($0) } && !text.contains("🖼")
    }
    let tabBar = try #require(screen.position(of: "1 Home"))
    for title in titles {
      let cell = try #require(screen.position(of: title))
      let middle = cell.col + title.displayWidth / 2
      let run = try #require(screen.pictureRuns(row: cell.row - 1).first { $0.contains(middle) })
      #expect(run.count == 8, "an 8 × 6 cover above \(title)")
      #expect(
        screen.cellsOutsidePicture(rows: cell.row - 6..<cell.row, columns: run).isEmpty,
        "\(title): \(screen.text)")
      #expect(cell.row + 1 < tabBar.row, "\(title)'s author is above the tab bar")
    }
  }

  @Test func theBookDetailDrawsALargeCoverBesideItsInformation() async throws {
    let app = try await BookKittyTerminalApp(colorMode: .trueColor)
    let screen = app.screen
    let title = "CODE 코드 - 하드웨어와 소프트웨어에 숨어 있는 언어"
    try await app.saveQuestion(recommending: [title])
    await screen.waitForText("찰스 페졸드")
    screen.press(.enter)
    await screen.waitUntil("the detail with its cover") {
      $0.contains("책 소개") && $0.contains("▀") && !$0.contains("🖼")
    }
    let author = try #require(screen.position(of: "찰스 페졸드"))
    let top = author.row - 1
    #expect(screen.lines[top - 1].contains("책 정보"), "the cover is under 책 정보: \(screen.text)")
    #expect(screen.lines[top].contains("CODE 코드"), "the title is beside the cover")
    // 90 × 30 without the tab bar: a body of 26 lines, a cover of half of it.
    let cover = (rows: 13, columns: 18)
    let run = try #require(screen.pictureRuns(row: top).first)
    #expect(run.count == cover.columns && run.upperBound < author.col, "\(screen.text)")
    #expect(screen.cellsOutsidePicture(rows: top..<top + cover.rows, columns: run).isEmpty)
    #expect(screen.halfBlockColumns(row: top + cover.rows).isEmpty, "\(screen.text)")
    for part in ["2015년 7월 20일 출판", "가격 22,500 원"] {
      let position = try #require(screen.position(of: part), "\(part): \(screen.text)")
      #expect(position.col == author.col && position.row < top + cover.rows, "\(part) beside it")
    }
  }

  @Test func theHistoryShowsEachQuestionsCoversAsSmallPictures() async throws {
    let app = try await BookKittyTerminalApp(colorMode: .trueColor)
    let screen = app.screen
    try await app.saveQuestion(recommending: ["코스모스", "사피엔스"])
    screen.press(.char("2"))
    await screen.waitUntil("the question with its covers") {
      $0.contains("책 2권") && $0.contains("▀") && !$0.contains("🖼")
    }
    let count = try #require(screen.position(of: "책 2권"))
    let runs = screen.pictureRuns(row: count.row)
    let thumbnail = (rows: 3, columns: 4)
    #expect(runs.count == 2 && runs.allSatisfy { $0.count == thumbnail.columns }, "\(screen.text)")
    for run in runs {
      #expect(
        screen.cellsOutsidePicture(rows: count.row..<count.row + thumbnail.rows, columns: run)
          .isEmpty)
    }
    let question = try #require(screen.position(of: "우주와 인류에 대해 알고 싶어요"))
    #expect(screen.style(row: question.row, col: question.col).isInverse, "the row is selected")
  }

  @Test func withoutColoursEveryCoverIsItsTextLine() async throws {
    let app = try await BookKittyTerminalApp(colorMode: .monochrome)
    let screen = app.screen
    try await app.shelve(["코스모스"])
    try await app.saveQuestion(recommending: ["코스모스"])
    await screen.waitForText("🖼 코스모스 96×140")
    let card = try #require(screen.position(of: "코스모스  [소유]"))
    #expect(screen.lines[card.row + 2].contains("🖼 코스모스 96×140"), "under the author")
    screen.press(.char("2"))
    await screen.waitForText("책 1권  🖼 코스모스")
    screen.press(.char("3"))
    await screen.waitUntil { $0.contains("나의 책장") && $0.contains("🖼 코스모스 96×140") }
    screen.press(.enter)
    await screen.waitUntil("the detail with its cover's line") {
      $0.contains("책 소개") && $0.contains("🖼 코스모스 96×140")
    }
    let info = try #require(screen.position(of: "책 정보"))
    #expect(screen.lines[info.row + 1].contains("🖼 코스모스 96×140"), "detail: \(screen.text)")
    #expect(!screen.text.contains("▀"), "no half blocks without colours")
  }
}
