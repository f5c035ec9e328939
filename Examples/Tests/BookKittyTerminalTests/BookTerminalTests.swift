import BookKittyDomain
import BookKittyPresentation
import CairnTerminal
import Foundation
import Testing

@Suite("BookKitty in the terminal: books and the library", .timeLimit(.minutes(3)))
@MainActor
struct BookTerminalTests {
  @Test func aBookDetailShowsItsInformationAndAsksBeforeRegistering() async throws {
    // Without colours, so that each cover is its text line (CoverTerminalTests draws them).
    let app = try await BookKittyTerminalApp(colorMode: .monochrome)
    let code = try #require(app.book("CODE 코드 - 하드웨어와 소프트웨어에 숨어 있는 언어"))
    _ = try await app.store.saveQuestion(
      id: UUID(), question: "컴퓨터가 어떻게 동작하는지 궁금해요", answer: "이유", books: [code], at: Date())
    await app.screen.waitForText("찰스 페졸드")
    app.screen.press(.enter)
    await app.screen.waitForText("책 소개")
    let text = app.screen.text
    for part in [
      "책 정보", "2015년 7월 20일 출판", "ISBN: \(code.isbn)", "가격 22,500 원", "등록 (Enter)",
      "🖼 CODE 코드",
    ] {
      #expect(text.contains(part), "\(part): \(text)")
    }
    app.screen.press(.enter)
    await app.screen.waitForText("나의 책장에 아래의 책을 등록하시겠습니까?")
    app.screen.press(.right, .enter)
    await app.screen.waitForText("[소유]")
    #expect(!app.screen.text.contains("책 소개"), "the detail popped")
    app.screen.press(.char("3"))
    await app.screen.waitForText("🖼 CODE 코드")
  }

  @Test func theLibraryIsAGridOfThreeAndItsEmptyTextIsTheIntendedOne() async throws {
    let app = try await BookKittyTerminalApp()
    app.screen.press(.char("3"))
    await app.screen.waitForText("등록된 책이 없어요.")
    #expect(app.screen.text.contains("가지고 있는 책을 추가해 보세요."))
    for title in ["코스모스", "사피엔스", "총, 균, 쇠", "이기적 유전자"] {
      _ = try await app.store.saveBook(try #require(app.book(title)), isOwned: true)
    }
    await app.screen.waitForText("이기적 유전자")
    let first = try #require(app.screen.position(of: "이기적 유전자"))
    let second = try #require(app.screen.position(of: "총, 균, 쇠"))
    let fourth = try #require(app.screen.position(of: "코스모스"))
    #expect(first.row == second.row && second.col > first.col, "side by side: \(app.screen.text)")
    #expect(fourth.row > first.row, "the fourth book starts a second row")
    app.screen.press(.down, .enter)
    await app.screen.waitForText("책 정보")
    #expect(app.screen.text.contains("삭제 (Enter)"))
  }

  @Test func addingABookByTitleEndsOnTheLibrary() async throws {
    let app = try await BookKittyTerminalApp()
    await app.chooseFromMenu("2")
    await app.screen.waitForText("새로운 책 추가하기")
    #expect(app.screen.text.contains(BookKittyStrings.cameraUnavailable))
    app.screen.press(.enter)
    await app.screen.waitForText("검색할 책의 제목을 입력해 주세요")
    app.screen.type("존재하지 않는 상상의 책")
    app.screen.press(.enter)
    await app.screen.waitForText("검색 결과가 없습니다.")
    app.screen.press(.ctrl("u"))
    app.screen.type("코스모스")
    app.screen.press(.enter)
    await app.screen.waitForText("칼 세이건")
    app.screen.press(.down, .enter)
    await app.screen.waitForText("위 책을 추가하시겠습니까?")
    app.screen.press(.right, .enter)
    // The cover drawn in the 256 colours of a terminal that did not announce 24-bit colour.
    await app.screen.waitUntil("코스모스 on the shelf with its cover") {
      $0.contains("나의 책장") && $0.contains("코스모스") && $0.contains("▀") && !$0.contains("🖼")
    }
    #expect(!app.screen.text.contains("검색할 책의 제목"), "both screens popped")
    let title = try #require(app.screen.position(of: "코스모스"))
    let cover = try #require(app.screen.halfBlockColumns(row: title.row - 1).first)
    let style = app.screen.style(row: title.row - 1, col: cover)
    guard case .palette = style.foreground, case .palette = style.background else {
      Issue.record("a cover in palette colours: \(style)")
      return
    }
  }
}
