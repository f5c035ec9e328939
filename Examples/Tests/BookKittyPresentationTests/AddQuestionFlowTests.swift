import BookKittyDomain
import BookKittyPresentation
import BookKittyTestSupport
import CairnNavigation
import CairnPresentation
import CairnTesting
import Testing

@Suite("The AddQuestion flow, headless", .timeLimit(.minutes(3)))
@MainActor
struct AddQuestionFlowTests {
  private let question = "계획적인 삶을 살고 싶은데 어떻게 시작하면 좋을까?"
  private let habits = TestBooks.info(3, title: "아주 작은 습관의 힘", author: "제임스 클리어")

  /// Opens NewQuestion from the menu on `tab` and binds it.
  private func openNewQuestion(
    _ app: BookKittyAppHarness, on tab: TabID = TabBarCoordinator.homeTab
  )
    async throws -> NewQuestionBinding
  {
    try await app.chooseFromMenu(BookKittyStrings.askQuestion, on: tab)
    let viewModel = try #require(
      await app.front.waitForScreen("NewQuestion", as: NewQuestionViewModel.self))
    app.leaks.track(viewModel)
    app.trackChildFlows()
    #expect(app.navigator.state.visibleScreen?.hidesTabBar == true)
    return NewQuestionBinding(viewModel)
  }

  // snippet: bookkitty-flow-new-question-removed
  @Test func theResultIsPushedNewQuestionLeavesTheStackAndDoneSelectsQandA() async throws {
    let app = try await BookKittyAppHarness(
      recommender: StubRecommender([.success(recommendation([habits]))]))
    let newQuestion = try await openNewQuestion(app)
    expectNavigation(
      app.navigator, outline(home: #"Home "책냥이", NewQuestion "책냥이에게 질문하기""#))

    newQuestion.text.send(question)
    newQuestion.submit.send()
    newQuestion.submit.send()
    expectNavigation(
      app.navigator, outline(home: #"Home "책냥이", QuestionResult "책냥이에게 질문하기""#))
    let result = try await app.bind("QuestionResult", as: QuestionResultViewModel.self) {
      QuestionResultBinding($0)
    }
    let loaded = try #require(await result.output.state.first { $0.content != nil }?.content)
    #expect(loaded.books.map(\.title) == ["아주 작은 습관의 힘"])
    #expect(loaded.books.map(\.ownedTag) == ["미소유"])

    result.done.send()
    expectNavigation(app.navigator, outline(selected: TabBarCoordinator.questionsTab))
    #expect(try await app.store.questions(.page(0, size: 10)).map(\.question) == [question])
    app.leaks.expectAllReleased()
  }
  // end-snippet

  @Test func theLoadingStateShowsTheStepAndTheQuestion() async throws {
    let gate = Gate()
    let app = try await BookKittyAppHarness(
      recommender: StubRecommender([.success(recommendation([habits]))], gate: gate))
    let newQuestion = try await openNewQuestion(app)
    newQuestion.text.send(question)
    newQuestion.submit.send()
    let result = try await app.bind("QuestionResult", as: QuestionResultViewModel.self) {
      QuestionResultBinding($0)
    }
    #expect(result.output.question == question)
    let loading = await result.output.state.first { $0 == .loading(step: "추천 도서 검증 중 2/3") }
    #expect(loading != nil)
    gate.open()
    #expect(await result.output.state.first { $0.content != nil } != nil)
  }

  @Test(arguments: [TabBarCoordinator.homeTab, TabBarCoordinator.libraryTab])
  func backingOutOfNewQuestionEndsTheFlowAndSelectsQandA(tab: TabID) async throws {
    let app = try await BookKittyAppHarness()
    _ = try await openNewQuestion(app, on: tab)
    #expect(app.front.pressBack())
    expectNavigation(app.navigator, outline(selected: TabBarCoordinator.questionsTab))
    #expect(app.recommender.askedQuestions.isEmpty)
    app.leaks.expectAllReleased()
  }

  @Test func backingOutWhileTheAnswerLoadsCancelsItStoresNothingAndSelectsQandA() async throws {
    let gate = Gate()
    let app = try await BookKittyAppHarness(
      recommender: StubRecommender([.success(recommendation([habits]))], gate: gate))
    let newQuestion = try await openNewQuestion(app)
    newQuestion.text.send(question)
    newQuestion.submit.send()
    let result = try await app.bind("QuestionResult", as: QuestionResultViewModel.self) {
      QuestionResultBinding($0)
    }
    _ = await result.output.state.first { $0 == .loading(step: "추천 도서 검증 중 2/3") }
    #expect(app.front.pressBack())
    expectNavigation(app.navigator, outline(selected: TabBarCoordinator.questionsTab))
    gate.open()
    let recommender = app.recommender
    try await waiting(for: "the cancelled run to end") { await recommender.cancelled.pass() }
    #expect(recommender.cancelledRuns == 1)
    #expect(try await app.store.rowCount(of: "question") == 0)
    app.leaks.expectAllReleased()
  }

  @Test(arguments: [
    (BookKittyError.network("offline"), "네트워크 오류", "네트워크가 안정적이지 않습니다. 네트워크 환경을 확인해 주세요!"),
    (
      BookKittyError.timedOut("the model did not answer in time"), "서버의 답이 늦어요",
      "여러 번 기다렸지만 서버가 제시간에 답하지 않았어요. 서버가 바쁜 것 같아요. 잠시 후 다시 시도해 주세요."
    ),
    (
      BookKittyError.refused("the model refused the key (401)"), "API 키가 거절되었어요",
      "모델 서버가 키를 받아들이지 않았어요. OPENAI_API_KEY(또는 --openai-api-key)에 넣은 키를 확인해 주세요."
    ),
    (BookKittyError.invalidModelOutput("x"), "책 검색 중 문제가 발생했어요", "일시적인 오류입니다.\n잠시 후 다시 시도해주세요"),
    (BookKittyError.service("HTTP 500"), "책 검색 중 문제가 발생했어요", "일시적인 오류입니다.\n잠시 후 다시 시도해주세요"),
    (BookKittyError.noRecommendation, "책 검색 중 문제가 발생했어요", "검색하신 조건에 맞는 책을 찾지 못했습니다"),
  ])
  func aFailureIsTheOriginalsPopupAndConfirmingItSelectsQandA(
    error: BookKittyError, title: String, body: String
  ) async throws {
    let app = try await BookKittyAppHarness(recommender: StubRecommender([.failure(error)]))
    let newQuestion = try await openNewQuestion(app)
    newQuestion.text.send(question)
    newQuestion.submit.send()
    let result = try await app.bind("QuestionResult", as: QuestionResultViewModel.self) {
      QuestionResultBinding($0)
    }
    let popup = try #require(await app.front.waitForDialog())
    #expect(popup.title == title && popup.message == body)
    #expect(popup.buttons.map(\.title) == ["확인"])
    #expect(result.output.state.value == .failed(title: title, body: body))
    #expect(app.front.chooseDialogButton("확인"))
    await app.front.waitUntil { $0.selectedTab == TabBarCoordinator.questionsTab }
    expectNavigation(app.navigator, outline(selected: TabBarCoordinator.questionsTab))
    #expect(try await app.store.rowCount(of: "question") == 0)
    app.leaks.expectAllReleased()
  }

  @Test func aQuestionOutsideTenToAHundredCharactersIsRefusedWithoutARequest() async throws {
    let app = try await BookKittyAppHarness()
    let newQuestion = try await openNewQuestion(app)
    #expect(newQuestion.output.counter.value == "0 / 100")
    newQuestion.text.send("아홉 글자 질문임")
    #expect(newQuestion.output.isSubmitEnabled.value == false)
    newQuestion.submit.send()
    newQuestion.text.send(String(repeating: "가", count: 100))
    #expect(newQuestion.output.counter.value == "100 / 100")
    #expect(newQuestion.output.isCounterAtLimit.value && newQuestion.output.isSubmitEnabled.value)
    newQuestion.text.send(String(repeating: "가", count: 101))
    #expect(newQuestion.output.isSubmitEnabled.value == false)
    newQuestion.submit.send()
    #expect(
      newQuestion.messages == [
        "질문이 9자예요. 10자 이상 적어주세요.", "질문이 101자예요. 100자까지 적을 수 있어요.",
      ])
    #expect(app.navigator.state.visibleScreen?.name == "NewQuestion")
    newQuestion.text.send("   " + question + "   ")
    #expect(newQuestion.output.isSubmitEnabled.value)
  }

  @Test func aRecommendedBookOpensAndAddingItUpdatesTheResultsTag() async throws {
    let app = try await BookKittyAppHarness(
      recommender: StubRecommender([.success(recommendation([habits]))]))
    let newQuestion = try await openNewQuestion(app)
    newQuestion.text.send(question)
    newQuestion.submit.send()
    let result = try await app.bind("QuestionResult", as: QuestionResultViewModel.self) {
      QuestionResultBinding($0)
    }
    _ = await result.output.state.first { $0.content != nil }
    result.select.send(habits.isbn)
    let detail = try await app.bind("BookDetail", as: BookDetailViewModel.self) {
      BookDetailBinding($0)
    }
    app.trackChildFlows()
    #expect(await detail.output.content.first { $0.value?.rightButtonTitle == "등록" } != nil)
    detail.toggle.send()
    let confirm = try #require(await app.front.waitForDialog())
    #expect(confirm.title == "나의 책장에 아래의 책을 등록하시겠습니까?" && confirm.message == habits.title)
    #expect(!detail.output.isChanging.value, "no spinner while the dialog waits for the user")
    #expect(app.front.chooseDialogButton("확인"))
    await app.front.waitUntil { $0.visibleScreen?.name == "QuestionResult" }
    #expect(await result.output.state.first { $0.content?.books.first?.ownedTag == "소유" } != nil)
    result.done.send()
    expectNavigation(app.navigator, outline(selected: TabBarCoordinator.questionsTab))
    app.leaks.expectAllReleased()
  }
}
