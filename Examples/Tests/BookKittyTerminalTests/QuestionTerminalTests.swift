import BookKittyDomain
import BookKittyPresentation
import BookKittyTestSupport
import CairnTerminal
import Foundation
import Testing

@Suite("BookKitty in the terminal: asking", .timeLimit(.minutes(3)))
@MainActor
struct QuestionTerminalTests {
  private let question = "우주와 별에 대해 쉽게 알려주는 책을 읽고 싶어요"

  @Test func theQuestionScreenCountsAndRefusesTooShortAQuestion() async throws {
    let app = try await BookKittyTerminalApp()
    await app.chooseFromMenu("1")
    await app.screen.waitForText("책냥이에게 물어보세요-!")
    let text = app.screen.text
    for part in ["당신이 알고싶은 지식,", "질문을 입력해주세요.", "0 / 100", "최소 10글자로", "예시.", "[ 질문하기 ]"] {
      #expect(text.contains(part), "\(part)")
    }
    app.screen.type("짧은 질문")
    await app.screen.waitForText("5 / 100")
    app.screen.press(.enter)
    await app.screen.waitForText("질문이 5자예요. 10자 이상 적어주세요.")
    #expect(app.screen.text.contains("책냥이에게 물어보세요-!"), "still on the question")
    app.screen.press(.paste(String(repeating: "가", count: 96)))
    await app.screen.waitForText("101 / 100")
    let counter = try #require(app.screen.position(of: "101 / 100"))
    #expect(app.screen.style(row: counter.row, col: counter.col).foreground == .red)
  }

  @Test func at50By15TheQuestionScreenStillShowsTheTenCharacterRule() async throws {
    let app = try await BookKittyTerminalApp(width: 50, height: 15)
    await app.chooseFromMenu("1")
    await app.screen.waitForText("0 / 100")
    #expect(app.screen.text.contains("최소 10글자로"), "\(app.screen.text)")
    #expect(app.screen.text.contains("[ 질문하기 ]"))
    app.screen.type("짧은 질문")
    await app.screen.waitForText("5 / 100")
  }

  @Test func theLocalModelsAnswerShowsBooksReasonAndFinishingSelectsQandA() async throws {
    let app = try await BookKittyTerminalApp()
    await app.chooseFromMenu("1")
    await app.screen.waitForText("질문을 입력해주세요.")
    app.screen.type(question)
    app.screen.press(.enter)
    await app.screen.waitForText("다음의 책을 추천합니다.")
    let text = app.screen.text
    for part in ["당신의 질문", question, "책냥이가 위 질문에 대해", "‹ 1 / ", "추천해요", "[ 답변 확인을 완료합니다 ]"] {
      #expect(text.contains(part), "\(part): \(text)")
    }
    #expect(text.contains("[미소유]"))
    #expect(!text.contains("물어보세요"), "NewQuestion is gone")
    app.screen.press(.right)
    await app.screen.waitForText("‹ 2 / ")
    app.screen.press(.ctrl("s"))
    await app.screen.waitForText("QnA 히스토리")
    await app.screen.waitForText(question)
    #expect(app.screen.text.contains("책 2권") || app.screen.text.contains("책 3권"))
  }

  @Test func theLoadingScreenShowsTheStepWithASpinner() async throws {
    let gate = Gate()
    let app = try await BookKittyTerminalApp(
      recommender: StubRecommender([.failure(.noRecommendation)], gate: gate))
    await app.chooseFromMenu("1")
    await app.screen.waitForText("질문을 입력해주세요.")
    app.screen.type(question)
    app.screen.press(.enter)
    await app.screen.waitForText("추천 도서 검증 중 2/3")
    #expect(app.screen.frontEnd.isAnimating, "the spinner turns")
    gate.open()
    await app.screen.waitForText("검색하신 조건에 맞는 책을 찾지 못했습니다")
  }

  @Test func aFailureIsThePopupAndConfirmingItShowsQandA() async throws {
    let app = try await BookKittyTerminalApp(
      recommender: StubRecommender([.failure(.network("offline"))]))
    await app.chooseFromMenu("1")
    await app.screen.waitForText("질문을 입력해주세요.")
    app.screen.type(question)
    app.screen.press(.enter)
    // The footer of a dialog: the screen behind it shows the failure too, so wait for the popup.
    await app.screen.waitForText("Enter 확인")
    #expect(app.screen.text.contains("네트워크 오류"))
    #expect(app.screen.text.contains("네트워크가 안정적이지 않습니다."))
    app.screen.press(.enter)
    await app.screen.waitForText("등록된 질문이 없어요.")
    #expect(app.screen.text.contains("새로운 질문을 추가해 보세요."))
  }

  @Test func theHistoryOpensAQuestionWhoseDeleteRemovesItAtOnce() async throws {
    let app = try await BookKittyTerminalApp()
    let cosmos = try #require(app.book("코스모스"))
    _ = try await app.store.saveQuestion(
      id: UUID(), question: question, answer: "우주를 이해하는 데 도움이 되는 책입니다.", books: [cosmos],
      at: Date(timeIntervalSince1970: 1_795_000_000))
    app.screen.press(.char("2"))
    await app.screen.waitForText("2026년 11월 18일")
    #expect(app.screen.text.contains(question) && app.screen.text.contains("책 1권"))
    app.screen.press(.enter)
    await app.screen.waitForText("2026년 11월 18일, 당신의 질문")
    for part in ["추천해요", "우주를 이해하는 데 도움이 되는 책입니다.", "코스모스", "삭제 (d)"] {
      #expect(app.screen.text.contains(part), "\(part)")
    }
    app.screen.press(.char("d"))
    await app.screen.waitForText("등록된 질문이 없어요.")
    #expect(try await app.store.rowCount(of: "question") == 0)
  }

  @Test func aQuestionAskedWhileTheHistoryWasOpenTakesTheSelection() async throws {
    let app = try await BookKittyTerminalApp()
    let cosmos = try #require(app.book("코스모스"))
    for (day, text) in [(1_795_000_000, "첫 질문입니다 열 글자"), (1_795_100_000, "두 번째 질문입니다 열 글자")] {
      _ = try await app.store.saveQuestion(
        id: UUID(), question: text, answer: "이유", books: [cosmos],
        at: Date(timeIntervalSince1970: TimeInterval(day)))
    }
    app.screen.press(.char("2"))
    await app.screen.waitForText("첫 질문입니다")
    app.screen.press(.down)  // onto the older question
    _ = try await app.store.saveQuestion(
      id: UUID(), question: "새로 물어본 질문입니다", answer: "새 이유", books: [cosmos],
      at: Date(timeIntervalSince1970: 1_795_200_000))
    await app.screen.waitForText("새로 물어본 질문입니다")
    app.screen.press(.enter)
    await app.screen.waitForText("새 이유")
    #expect(!app.screen.text.contains("첫 질문입니다"), "the new question opened")
  }
}
