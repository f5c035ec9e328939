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

  @Test func at50By15TheBookCardIsNeverBlank() async throws {
    let app = try await answered(width: 50, height: 15)
    // Three lines down, the card is on screen with its title, whole or in part.
    app.screen.press(.down, .down, .down)
    await app.screen.waitForText("CODE 코드")
    app.screen.press(.pageDown, .pageDown, .pageDown, .pageDown, .pageDown)
    await app.screen.waitForText("마지막 이유입니다.")
  }
}
