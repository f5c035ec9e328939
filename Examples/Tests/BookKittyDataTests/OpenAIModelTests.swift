import BookKittyAPI
import BookKittyData
import BookKittyDomain
import BookKittyPresentation
import BookKittyTestSupport
import CairnNetworking
import Foundation
import Testing

@Suite("OpenAICompatibleModel against a stand-in on 127.0.0.1", .timeLimit(.minutes(3)))
struct OpenAIModelTests {
  private let question = "계획적인 삶을 살고 싶은데 어떻게 시작하면 좋을까?"

  /// The model against `standIn`. The request timeout is real time and, unless a test is
  /// about timing out, a guard against a hang rather than a schedule: at a load of 12 on two
  /// cores an in-process stand-in took more than 5 s to answer, the request was tried again,
  /// and the stand-in's script ran out.
  private func model(
    _ standIn: OpenAIStandIn, clock: ManualClock = ManualClock(), timeout: Duration = .seconds(60)
  ) -> OpenAICompatibleModel {
    var configuration = OpenAIConfiguration(baseURL: standIn.baseURL, apiKey: "test-key")
    configuration.timeout = timeout
    return OpenAICompatibleModel(
      configuration: configuration,
      retry: RetryInterceptor(policy: RetryPolicy(maxAttempts: 3), clock: clock))
  }

  @Test func sendsTheOriginalsRequestsWithTheKey() async throws {
    let standIn = try await OpenAIStandIn.start([.content("a"), .content("b"), .content("c")])
    defer { Task { await standIn.stop() } }
    let model = model(standIn)
    let owned = [BookLabel(title: "사피엔스", author: "유발 하라리")]
    #expect(try await model.requestRecommendation(question: question, ownedBooks: owned) == "a")
    #expect(try await model.requestReplacement(question: question, excludedTitles: ["코스모스"]) == "b")
    _ = try await model.requestReason(
      question: question, books: owned + [BookLabel(title: "몰입", author: "황농문")])
    let received = standIn.received
    #expect(received.map(\.authorization) == Array(repeating: "Bearer test-key", count: 3))
    #expect(received.map(\.body.model) == ["gpt-4o", "gpt-4o", "gpt-4o-mini"])
    #expect(received.map(\.body.temperature) == [0.01, 0.01, 1.0])
    #expect(received.map(\.body.maxTokens) == [200, 100, 500])
    #expect(received.allSatisfy { $0.body.messages.map(\.role) == ["system", "user"] })
    #expect(received[0].body.messages[1].content == "질문: \(question)\n보유도서: [\"사피엔스-유발 하라리\"]")
    #expect(received[1].body.messages[1].content == "질문: \(question)\n기존 도서 제목 배열: [\"코스모스\"]")
    #expect(
      received[2].body.messages[1].content
        == "질문: \(question)\n해당 질문에 대해 선정된 도서 목록: 사피엔스-유발 하라리,몰입-황농문")
    #expect(received[0].body.messages[0].content?.contains("recommendationNew") == true)
  }

  @Test func a429IsTriedAgainAfterTheWaitItsRetryAfterAsks() async throws {
    let standIn = try await OpenAIStandIn.start([.status(429, retryAfter: "2"), .content("done")])
    defer { Task { await standIn.stop() } }
    let clock = ManualClock()
    #expect(
      try await model(standIn, clock: clock).requestReplacement(
        question: question, excludedTitles: []) == "done")
    #expect(clock.recordedSleeps == [.seconds(2)])
    #expect(standIn.received.count == 2)
  }

  @Test func threeFailedAttemptsAreTheGenericPopup() async throws {
    let standIn = try await OpenAIStandIn.start([.status(500), .status(503), .status(429)])
    defer { Task { await standIn.stop() } }
    await #expect {
      _ = try await model(standIn).requestReplacement(question: question, excludedTitles: [])
    } throws: { error in
      guard let error = error as? BookKittyError else { return false }
      return BookKittyStrings.popup(for: error)?.body == BookKittyStrings.temporaryErrorBody
    }
    #expect(standIn.received.count == 3)
  }

  @Test func aBodyThatIsNotJSONIsTheGenericPopup() async throws {
    let standIn = try await OpenAIStandIn.start([.garbage])
    defer { Task { await standIn.stop() } }
    await #expect {
      _ = try await model(standIn).requestReplacement(question: question, excludedTitles: [])
    } throws: { error in
      guard case .service = error as? BookKittyError else { return false }
      return true
    }
  }

  @Test func aRefusedKeyIsItsOwnPopupAndIsNotTriedAgain() async throws {
    let standIn = try await OpenAIStandIn.start([.status(401), .content("never")])
    defer { Task { await standIn.stop() } }
    await #expect {
      _ = try await model(standIn).requestReplacement(question: question, excludedTitles: [])
    } throws: { error in
      guard let error = error as? BookKittyError else { return false }
      return BookKittyStrings.popup(for: error)?.body == BookKittyStrings.refusedKeyBody
    }
    #expect(standIn.received.count == 1)
  }

  @Test func anAnswerThatNeverComesInTimeSaysTheServerIsSlowNotTheNetwork() async throws {
    let standIn = try await OpenAIStandIn.start([.held("late"), .held("late"), .held("late")])
    let clock = ManualClock()
    // The request timeout is real time: long enough for each attempt to reach the stand-in on a
    // loaded machine (300 ms was not, at a load of 20 on two cores), short enough for a test.
    await #expect {
      _ = try await model(standIn, clock: clock, timeout: .seconds(2))
        .requestReplacement(question: question, excludedTitles: [])
    } throws: { error in
      guard let error = error as? BookKittyError else { return false }
      return BookKittyStrings.popup(for: error)?.title == BookKittyStrings.slowServerTitle
    }
    #expect(standIn.gate.arrivalCount == 3, "each attempt timed out, then was tried again")
    await standIn.stop()
  }

  @Test func theKeyAndBaseURLComeFromFlagsOrTheEnvironment() throws {
    #expect(throws: OpenAIConfigurationError.missingKey) {
      try OpenAIConfiguration.resolve(
        baseURL: nil, apiKey: nil, model: nil, reasonModel: nil, environment: [:])
    }
    let fromEnvironment = try OpenAIConfiguration.resolve(
      baseURL: nil, apiKey: nil, model: nil, reasonModel: nil,
      environment: ["OPENAI_API_KEY": "sk-env", "OPENAI_BASE_URL": "http://127.0.0.1:9/v1"])
    #expect(fromEnvironment.apiKey == "sk-env")
    #expect(fromEnvironment.baseURL.absoluteString == "http://127.0.0.1:9/v1")
    #expect(fromEnvironment.model == "gpt-4o" && fromEnvironment.reasonModel == "gpt-4o-mini")
    let flags = try OpenAIConfiguration.resolve(
      baseURL: "https://proxy.example/v1/", apiKey: "sk-flag", model: "m1", reasonModel: "m2",
      environment: ["OPENAI_API_KEY": "sk-env"])
    #expect(flags.apiKey == "sk-flag" && flags.model == "m1" && flags.reasonModel == "m2")
    #expect(throws: OpenAIConfigurationError.badBaseURL("ftp://x")) {
      try OpenAIConfiguration.resolve(
        baseURL: "ftp://x", apiKey: "k", model: nil, reasonModel: nil, environment: [:])
    }
  }
}
