import BookKittyDomain
import BookKittyPresentation
import BookKittyTestSupport
import CairnTerminal
import Foundation
import Testing

@Suite("BookKitty in the terminal: an answer taller than the terminal", .timeLimit(.minutes(3)))
@MainActor
struct QuestionResultScrollTests {
  private let question = "우주와 별에 대해 쉽게 알려주는 책을 읽고 싶어요"
  private static let reason =
    "첫째 이유입니다. "
    + (1...14).map { "이 책은 \($0)번째로 좋은 점이 있어서 질문에 잘 맞는 책입니다." }.joined(separator: " ")
    + " 마지막 이유입니다."

  private func answered(width: Int, height: Int) async throws -> BookKittyTerminalApp {
    let probe = try await BookKittyTerminalApp()
    let book = try #require(probe.book("CODE 코드 - 하드웨어와 소프트웨어에 숨어 있는 언어"))
    let app = try await BookKittyTerminalApp(
      recommender: StubRecommender(
        [.success(Recommendation(ownedISBNs: [], newBooks: [book], reason: Self.reason))]),
      width: width, height: height)
    await app.chooseFromMenu("1")
    await app.screen.waitForText("질문을 입력해주세요.")
    app.screen.type(question)
    app.screen.press(.enter)
    await app.screen.waitForText("‹ 1 / 1 ›")
    return app
  }

  @Test func at80By24TheReasonScrollsToItsEnd() async throws {
    let app = try await answered(width: 80, height: 24)
    await app.screen.waitForText("첫째 이유입니다.")
    #expect(!app.screen.text.contains("마지막 이유입니다."), "the reason does not fit")
    #expect(app.screen.text.contains("▼"), "the cut is marked")
    #expect(app.screen.text.contains("[ 답변 확인을 완료합니다 ]"))
    app.screen.press(.pageDown, .pageDown, .pageDown)
    await app.screen.waitForText("마지막 이유입니다.")
    #expect(app.screen.text.contains("▲"))
    #expect(app.screen.text.contains("[ 답변 확인을 완료합니다 ]"))
    app.screen.press(.pageUp, .pageUp, .pageUp)
    await app.screen.waitForText("당신의 질문")
  }

  /// Registering the third book from its detail sorts it first (owned books lead): the page
  /// follows it instead of showing another, unowned book under "3 / 3".
  @Test func theBookRegisteredFromItsDetailStaysOnThePage() async throws {
    let probe = try await BookKittyTerminalApp()
    let books = try ["코스모스", "사피엔스", "총, 균, 쇠"].map { try #require(probe.book($0)) }
    let app = try await BookKittyTerminalApp(
      recommender: StubRecommender(
        [.success(Recommendation(ownedISBNs: [], newBooks: books, reason: "이유"))]),
      colorMode: .monochrome)
    await app.chooseFromMenu("1")
    await app.screen.waitForText("질문을 입력해주세요.")
    app.screen.type(question)
    app.screen.press(.enter)
    await app.screen.waitForText("‹ 1 / 3 ›")
    app.screen.press(.right, .right)
    await app.screen.waitForText("‹ 3 / 3 ›")
    let third = try #require(books.map(\.title).first { app.screen.text.contains($0) })
    app.screen.press(.enter)
    await app.screen.waitForText("책 소개")
    app.screen.press(.enter)
    await app.screen.waitForText("나의 책장에 아래의 책을 등록하시겠습니까?")
    app.screen.press(.right, .enter)
    await app.screen.waitForText("[소유]")
    #expect(app.screen.text.contains(third), "the registered book: \(app.screen.text)")
    #expect(!app.screen.text.contains("[미소유]"))
  }

  @Test func at50By15TheBookCardIsNeverBlank() async throws {
    let app = try await answered(width: 50, height: 15)
    // Three lines down, the card is on screen with its title, whole or in part.
    app.screen.press(.down, .down, .down)
    await app.screen.waitForText("CODE 코드")
    app.screen.press(.pageDown, .pageDown, .pageDown, .pageDown, .pageDown)
    await app.screen.waitForText("마지막 이유입니다.")
  }
}
