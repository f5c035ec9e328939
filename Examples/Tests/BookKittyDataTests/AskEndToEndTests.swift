import BookKittyAPI
import BookKittyData
import BookKittyDomain
import BookKittyPresentation
import BookKittyTestSupport
import Foundation
import Testing

@Suite("Asking, end to end on loopback servers and SQLite", .timeLimit(.minutes(2)))
struct AskEndToEndTests {
  private let question = "우주와 별에 대해 쉽게 알려주는 책을 읽고 싶어요"

  @Test func anAnswerFromTheOpenAIStandInIsValidatedAndStored() async throws {
    let harness = try await AskHarness(openAI: [])
    defer { Task { await harness.stop() } }
    let owned = try #require(harness.info("사피엔스"))
    _ = try await AddBookToLibraryUseCase(repository: harness.fixture.store).execute(owned)
    harness.standIn?.enqueue(
      .status(429, retryAfter: "1"),
      .content(
        ModelPicks(
          recommendationOwned: ["사피엔스-유발 하라리"],
          recommendationNew: [harness.label("코스모스"), harness.label("그림으로 보는 시간의 역사")]
        ).json),
      .content("우주를 이해하는 데 도움이 되는 책들입니다."))
    let steps = StepLog()
    let saved = try await harness.useCase.execute(question) { steps.append($0) }
    #expect(
      steps.all.prefix(2) == [
        .choosingBooks, .retrying(attempt: 2, maxAttempts: 3, cause: .serverError(status: 429)),
      ], "the 429 is said while the model is asked again")
    #expect(saved.books.map(\.title) == ["사피엔스", "그림으로 보는 시간의 역사", "코스모스"])
    #expect(saved.books.map(\.isOwned) == [true, false, false])
    #expect(saved.answer == "우주를 이해하는 데 도움이 되는 책들입니다.")
    #expect(try await harness.fixture.store.question(id: saved.id) == saved)
    #expect(harness.standIn?.unusedAnswerCount == 0)
    let reasonRequest = try #require(harness.standIn?.received.last)
    #expect(
      reasonRequest.body.messages[1].content?.contains("사피엔스-유발 하라리,그림으로 보는 시간의 역사-") == true)
  }

  @Test func theReasonIsAskedForTheBooksInTheOrderOfTheCards() async throws {
    let harness = try await AskHarness(openAI: [])
    defer { Task { await harness.stop() } }
    let owned = try #require(harness.info("사피엔스"))
    _ = try await AddBookToLibraryUseCase(repository: harness.fixture.store).execute(owned)
    harness.standIn?.enqueue(
      .content(
        ModelPicks(
          recommendationOwned: ["사피엔스-유발 하라리"],
          recommendationNew: [harness.label("코스모스"), harness.label("그림으로 보는 시간의 역사")]
        ).json),
      .content("이유"))
    let saved = try await harness.useCase.execute(question)
    let reasonRequest = try #require(harness.standIn?.received.last)
    let listed = reasonRequest.body.messages[1].content?
      .components(separatedBy: "선정된 도서 목록: ").last
    #expect(listed == saved.books.map { "\($0.title)-\($0.author)" }.joined(separator: ","))
    #expect(saved.books.map(\.title) == ["사피엔스", "그림으로 보는 시간의 역사", "코스모스"])
  }

  @Test func aPickThatFailsThreeChecksEndsInTheBestCandidateFromTheRealSearch() async throws {
    let harness = try await AskHarness(
      openAI: [
        .content(ModelPicks(recommendationOwned: [], recommendationNew: ["코스모스-엉뚱한 저자"]).json),
        .content("몰입-또 엉뚱한 저자"), .content("그릿-엉뚱한 저자"), .content("이유"),
      ])
    defer { Task { await harness.stop() } }
    let saved = try await harness.useCase.execute(question)
    #expect(saved.books.map(\.title) == ["코스모스"], "the first candidate scored best")
    #expect(harness.standIn?.received.count == 4, "picks, two replacements, the reason")
  }

  @Test(arguments: [
    (
      "three 429s", [OpenAIStandIn.Answer.status(429, retryAfter: "1"), .status(429), .status(429)]
    ),
    ("a body that is not JSON", [.garbage]),
    ("picks that are not JSON", [.content("사피엔스를 추천합니다")]),
  ])
  func aModelFailureShowsThePopupAndStoresNothing(
    name: String, answers: [OpenAIStandIn.Answer]
  ) async throws {
    let harness = try await AskHarness(openAI: answers)
    defer { Task { await harness.stop() } }
    await #expect {
      _ = try await harness.useCase.execute(question)
    } throws: { error in
      guard let error = error as? BookKittyError else { return false }
      return BookKittyStrings.popup(for: error)?.title == BookKittyStrings.searchErrorTitle
    }
    #expect(try await harness.isEmpty(), "\(name)")
  }

  @Test func aRefusedKeySaysSoAtOnceAndStoresNothing() async throws {
    let harness = try await AskHarness(openAI: [.status(401)])
    defer { Task { await harness.stop() } }
    await #expect {
      _ = try await harness.useCase.execute(question)
    } throws: { error in
      guard let error = error as? BookKittyError else { return false }
      return BookKittyStrings.popup(for: error)?.title == BookKittyStrings.refusedKeyTitle
    }
    #expect(harness.standIn?.received.count == 1, "a refused key is not tried again")
    #expect(try await harness.isEmpty())
  }

  @Test func aModelThatNeverAnswersInTimeSaysEachRetryThenThatTheServerIsSlow() async throws {
    let harness = try await AskHarness(
      // A second per try: under a full parallel run a try could time out (or fail) before the
      // stand-in had even read it at 300 ms, which is a test of the machine, not of the app.
      openAI: [.held("x"), .held("x"), .held("x")], timeout: .seconds(1))
    defer { Task { await harness.stop() } }
    let steps = StepLog()
    await #expect {
      _ = try await harness.useCase.execute(question) { steps.append($0) }
    } throws: { error in
      guard let error = error as? BookKittyError else { return false }
      return BookKittyStrings.popup(for: error)?.title == BookKittyStrings.slowServerTitle
    }
    #expect(
      steps.all == [
        .choosingBooks, .retrying(attempt: 2, maxAttempts: 3, cause: .slowAnswer),
        .retrying(attempt: 3, maxAttempts: 3, cause: .slowAnswer),
      ])
    #expect(try await harness.isEmpty())
  }

  @Test func aFailingBookSearchStoresNothing() async throws {
    let harness = try await AskHarness(openAI: nil)
    defer { Task { await harness.stop() } }
    harness.search.server.faults.inject(
      .status(.internalServerError), path: "/bookkitty/v1/search/book.json", count: 100)
    await #expect(throws: BookKittyError.self) { _ = try await harness.useCase.execute(question) }
    #expect(try await harness.isEmpty())
  }

  @Test func theLocalModelsPicksPassTheSameChecksAndAreStored() async throws {
    let harness = try await AskHarness(openAI: nil)
    defer { Task { await harness.stop() } }
    let steps = StepLog()
    let saved = try await harness.useCase.execute(question) { steps.append($0) }
    #expect(!saved.books.isEmpty)
    #expect(
      saved.books.allSatisfy { book in harness.catalog.contains { $0.isbn == book.isbn.digits } })
    #expect(saved.answer.contains(saved.books[0].title))
    #expect(steps.all.first == .choosingBooks && steps.all.last == .saving)
    #expect(try await harness.fixture.store.rowCount(of: "question") == 1)
  }

  @Test func aQuestionOutsideTenToAHundredCharactersIsRefusedBeforeAnyRequest() async throws {
    let harness = try await AskHarness(openAI: [])
    defer { Task { await harness.stop() } }
    for text in ["너무 짧아요", "   아홉 글자 질문임   ", String(repeating: "책", count: 101)] {
      await #expect(throws: BookKittyError.self) { _ = try await harness.useCase.execute(text) }
    }
    #expect(harness.standIn?.received.isEmpty == true)
    #expect(harness.search.server.requestCount(path: "/bookkitty/v1/search/book.json") == 0)
  }
}
