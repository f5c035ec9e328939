import BookKittyDomain
import BookKittyPresentation
import BookKittyTestSupport
import Foundation
import Testing

@testable import BookKittyData

@Suite("The recommendation pipeline, with a scripted model and search", .timeLimit(.minutes(3)))
struct PipelineTests {
  @Test func ownedPicksAreKeptOnlyWhenTheyNameAnOwnedBookExactly() async throws {
    let run = PipelineRun(
      model: ScriptedModel(
        picks: [
          ScriptedModel.picks(
            owned: [
              "사피엔스-유발 하라리", "사피엔스-유발하라리", "\"그릿-앤절라 더크워스\"", "코스모스-칼 세이건",
            ],
            new: ["몰입-황농문"])
        ]),
      search: ScriptedSearch(["몰입": [Shelf.flow]]))
    let result = try await run.run(owned: [Shelf.owned(Shelf.sapiens), Shelf.owned(Shelf.grit)])
    #expect(result.ownedISBNs == [Shelf.sapiens.isbn, Shelf.grit.isbn])
    #expect(result.newBooks == [Shelf.flow])
    #expect(
      run.model.reasonBooks == ["그릿-앤절라 더크워스", "사피엔스-유발 하라리", "몰입-황농문"],
      "in the cards' order: owned first, then by title")
  }

  @Test func aPickTheSearchCannotFindIsDroppedWithoutAskingForAnother() async throws {
    let run = PipelineRun(
      model: ScriptedModel(picks: [ScriptedModel.picks(new: ["없는 책-아무개", "코스모스-칼 세이건"])]),
      search: ScriptedSearch(["코스모스": [Shelf.cosmos]]))
    let result = try await run.run()
    #expect(result.newBooks == [Shelf.cosmos])
    #expect(run.model.replacementRequests.isEmpty)
    #expect(Array(run.search.queries.prefix(2)) == ["없는 책", "아무개"])
  }

  @Test func whenTitleAndAuthorFindNothingThePartBeforeTheDividerIsSearched() async throws {
    let full = TestBooks.info(7, title: "사피엔스: 유인원에서 사이보그까지", author: "유발 하라리")
    let run = PipelineRun(
      model: ScriptedModel(picks: [ScriptedModel.picks(new: ["사피엔스: 유인원에서 사이보그까지-유발 하라리"])]),
      search: ScriptedSearch(["사피엔스": [full]]))
    let result = try await run.run()
    #expect(run.search.queries.sorted() == ["사피엔스", "사피엔스: 유인원에서 사이보그까지", "유발 하라리"])
    #expect(run.search.queries.last == "사피엔스", "the retry comes after both searches")
    #expect(result.newBooks == [full])
  }

  @Test func theSubTitleDividerIsAColonThenABarThenADash() {
    #expect(RecommendationPipeline.mainTitle(of: "가: 나 | 다 - 라") == "가")
    #expect(RecommendationPipeline.mainTitle(of: "가 | 나 - 다") == "가")
    #expect(RecommendationPipeline.mainTitle(of: "가 - 나") == "가")
    #expect(RecommendationPipeline.mainTitle(of: "가나다") == nil)
    #expect(RecommendationPipeline.mainTitle(of: ": 가") == nil)
  }

  @Test func aPickIsValidatedOnItsSecondReplacement() async throws {
    let wrongAuthor = TestBooks.info(8, title: "습관의 재발견", author: "스티븐 기즈")
    let run = PipelineRun(
      model: ScriptedModel(
        picks: [ScriptedModel.picks(new: ["습관의 재발견-엉뚱한 저자"])],
        replacements: [.success("작은 습관-다른 저자"), .success("아주 작은 습관의 힘-제임스 클리어")]),
      search: ScriptedSearch([
        "습관의 재발견": [wrongAuthor], "작은 습관": [wrongAuthor],
        "아주 작은 습관의 힘": [Shelf.habits],
      ]))
    let result = try await run.run()
    #expect(result.newBooks == [Shelf.habits])
    #expect(
      run.model.replacementRequests == [
        ["습관의 재발견"], ["습관의 재발견", "작은 습관"],
      ], "every title tried is excluded")
  }

  @Test func threeFailedChecksEndInTheBestScoredCandidate() async throws {
    let close = TestBooks.info(9, title: "그릿 2", author: "앤절라 더크워스")
    let far = TestBooks.info(10, title: "전혀 다른 책", author: "누군가")
    let run = PipelineRun(
      model: ScriptedModel(
        picks: [ScriptedModel.picks(new: ["그릿 2-엉뚱한 사람"])],
        replacements: [.success("다른 책-누군가 다른"), .success("또 다른 책-또 누군가")]),
      search: ScriptedSearch([
        "그릿 2": [close], "다른 책": [far], "또 다른 책": [far],
      ]))
    let result = try await run.run()
    #expect(result.newBooks == [close], "the title matched best though the author did not")
    #expect(
      run.model.replacementRequests.count == 2, "no third replacement is asked and thrown away")
  }

  @Test func aReplacementTheSearchCannotFindCountsAsAFailedCheck() async throws {
    let close = TestBooks.info(9, title: "그릿 2", author: "앤절라 더크워스")
    let run = PipelineRun(
      model: ScriptedModel(
        picks: [ScriptedModel.picks(new: ["그릿 2-엉뚱한 사람"])],
        replacements: [.success("없는 책-아무개"), .success("또 없는 책-아무개")]),
      search: ScriptedSearch(["그릿 2": [close]]))
    #expect(try await run.run().newBooks == [close])
  }

  @Test func invalidModelOutputIsAPopupNotACrash() async throws {
    let replies: [(ScriptedModel.Reply, [ScriptedModel.Reply])] = [
      (.success("추천 도서는 사피엔스입니다"), []),
      (.success(#"{"recommendationNew": "사피엔스-유발 하라리"}"#), []),
      (ScriptedModel.picks(new: ["하이픈 없는 제목"]), []),
      (ScriptedModel.picks(new: ["-유발 하라리"]), []),
      (ScriptedModel.picks(new: ["코스모스-엉뚱한 사람"]), [.success("대시가 없는 답")]),
    ]
    for (picks, replacements) in replies {
      let run = PipelineRun(
        model: ScriptedModel(picks: [picks], replacements: replacements),
        search: ScriptedSearch(["코스모스": [Shelf.cosmos]]))
      await expectPopup(BookKittyStrings.searchErrorTitle, BookKittyStrings.temporaryErrorBody) {
        () async throws(BookKittyError) in try await run.run()
      }
    }
  }

  @Test func networkErrorsOfTheModelAndTheSearchAreTheirPopups() async throws {
    let offlineModel = PipelineRun(
      model: ScriptedModel(picks: [.failure(.network("the model cannot be reached"))]),
      search: ScriptedSearch())
    await expectPopup(BookKittyStrings.networkErrorTitle, BookKittyStrings.networkErrorBody) {
      () async throws(BookKittyError) in try await offlineModel.run()
    }
    let offlineSearch = PipelineRun(
      model: ScriptedModel(picks: [ScriptedModel.picks(new: ["코스모스-칼 세이건"])]),
      search: ScriptedSearch(failure: .timedOut("the book search did not answer in time")))
    await expectPopup(BookKittyStrings.slowServerTitle, BookKittyStrings.slowServerBody) {
      () async throws(BookKittyError) in try await offlineSearch.run()
    }
    let failingReason = PipelineRun(
      model: ScriptedModel(
        picks: [ScriptedModel.picks(new: ["코스모스-칼 세이건"])],
        reasons: [.failure(.service("the model answered 500"))]),
      search: ScriptedSearch(["코스모스": [Shelf.cosmos]]))
    await expectPopup(BookKittyStrings.searchErrorTitle, BookKittyStrings.temporaryErrorBody) {
      () async throws(BookKittyError) in try await failingReason.run()
    }
  }

  @Test func whenNoBookSurvivesTheUserIsToldNothingWasFound() async throws {
    let run = PipelineRun(
      model: ScriptedModel(picks: [ScriptedModel.picks(owned: ["모르는 책-누구"], new: ["없는 책-아무개"])]),
      search: ScriptedSearch())
    await expectPopup(BookKittyStrings.searchErrorTitle, BookKittyStrings.noMatchBody) {
      () async throws(BookKittyError) in try await run.run()
    }
    #expect(run.model.reasonBooks == nil, "no reason is asked for no books")
  }

  @Test func eachPickWaitsTheSearchPauseOnTheInjectedClock() async throws {
    var run = PipelineRun(
      model: ScriptedModel(picks: [ScriptedModel.picks(new: ["코스모스-칼 세이건", "몰입-황농문"])]),
      search: ScriptedSearch(["코스모스": [Shelf.cosmos], "몰입": [Shelf.flow]]))
    run.pause = .milliseconds(500)
    let result = try await run.run()
    #expect(result.newBooks == [Shelf.cosmos, Shelf.flow])
    #expect(run.clock.recordedSleeps == [.milliseconds(500), .milliseconds(500)])
  }

  @Test func theSameBookValidatedTwiceIsKeptOnce() async throws {
    let run = PipelineRun(
      model: ScriptedModel(picks: [ScriptedModel.picks(new: ["코스모스-칼 세이건", "코스모스 -칼 세이건"])]),
      search: ScriptedSearch(["코스모스": [Shelf.cosmos]]))
    #expect(try await run.run().newBooks == [Shelf.cosmos])
  }

  @Test func progressNamesEachStepInOrder() async throws {
    let steps = StepLog()
    let pipeline = RecommendationPipeline(
      model: ScriptedModel(picks: [ScriptedModel.picks(new: ["코스모스-칼 세이건", "몰입-황농문"])]),
      search: ScriptedSearch(["코스모스": [Shelf.cosmos], "몰입": [Shelf.flow]]),
      configuration: PipelineConfiguration(searchPause: .zero))
    _ = try await pipeline.recommend(
      question: PipelineRun.question, ownedBooks: [], progress: { steps.append($0) })
    #expect(
      steps.all == [
        .choosingBooks, .validating(index: 1, count: 2), .validating(index: 2, count: 2),
        .writingReason,
      ])
    #expect(BookKittyStrings.step(.validating(index: 2, count: 3)) == "추천 도서 검증 중 2/3")
    #expect(
      BookKittyStrings.step(.retrying(attempt: 2, maxAttempts: 3, cause: .slowAnswer))
        == "서버의 답이 늦어 다시 요청하는 중 (2/3번째)")
    #expect(
      BookKittyStrings.step(.retrying(attempt: 3, maxAttempts: 3, cause: .serverError(status: 503)))
        == "서버가 오류(503)로 답해 다시 요청하는 중 (3/3번째)")
  }
}

/// Collects progress steps from any thread.
final class StepLog: @unchecked Sendable {
  // @unchecked Sendable: `steps` is only touched while holding `lock`.
  private let lock = NSLock()
  private var steps: [RecommendationStep] = []

  func append(_ step: RecommendationStep) {
    lock.withLock { steps.append(step) }
  }

  var all: [RecommendationStep] { lock.withLock { steps } }
}
