import BookKittyAPI
import BookKittyDomain
import CairnNetworking
import Foundation

/// The recommendation model over OpenAI's chat completions (`POST chat/completions`), as the
/// original called it: the same instructions, user messages, models, temperatures and token
/// limits (``RecommendationPrompts``).
///
/// Requests go through CairnNetworking: each is tried up to three times (the original's
/// `retry(3)`) on a timeout, a lost connection, a 429 (waiting as its `Retry-After` says) or a
/// 5xx; the key travels in an `Authorization` header set by an interceptor.
public struct OpenAICompatibleModel: RecommendationModel {
  private let service: DataTransferService
  private let configuration: OpenAIConfiguration

  /// Creates the model. Tests pass a retry interceptor on a manual clock.
  public init(
    configuration: OpenAIConfiguration, transport: any HTTPTransport = DefaultHTTPTransport(),
    retry: RetryInterceptor = RetryInterceptor(policy: RetryPolicy(maxAttempts: 3))
  ) {
    self.configuration = configuration
    service = DataTransferService(
      baseURL: configuration.baseURL, transport: transport,
      interceptors: [
        retry, HeaderAdapter(["Authorization": "Bearer \(configuration.apiKey)"]),
      ],
      configuration: NetworkService.Configuration(coalescedMethods: []))
  }

  /// Picks: the reply should be the JSON of ``ModelPicks``.
  public func requestRecommendation(question: String, ownedBooks: [BookLabel])
    async throws(BookKittyError) -> String
  {
    try await complete(
      RecommendationPrompts.request(
        model: configuration.model, system: RecommendationPrompts.recommendationSystem,
        user: RecommendationPrompts.recommendationUser(question: question, owned: ownedBooks),
        temperature: 0.01, maxTokens: 200))
  }

  /// One more book: the reply should be one "도서명-저자명".
  public func requestReplacement(question: String, excludedTitles: [String])
    async throws(BookKittyError) -> String
  {
    try await complete(
      RecommendationPrompts.request(
        model: configuration.model, system: RecommendationPrompts.replacementSystem,
        user: RecommendationPrompts.replacementUser(
          question: question, excludedTitles: excludedTitles),
        temperature: 0.01, maxTokens: 100))
  }

  /// The reason text.
  public func requestReason(question: String, books: [BookLabel])
    async throws(BookKittyError) -> String
  {
    try await complete(
      RecommendationPrompts.request(
        model: configuration.reasonModel, system: RecommendationPrompts.reasonSystem,
        user: RecommendationPrompts.reasonUser(question: question, books: books),
        temperature: 1.0, maxTokens: 500))
  }

  /// Sends one completion and returns `choices[0].message.content`.
  private func complete(_ request: RequestChatCompletion) async throws(BookKittyError) -> String {
    let answer: RespondChatCompletion
    do {
      answer = try await service.request(
        ChatCompletionEndpoint.requestCompletion(request, timeout: configuration.timeout))
    } catch {
      throw BookKittyError(error, service: "the model")
    }
    guard let content = answer.choices.first?.message.content else {
      throw .invalidModelOutput("the model's answer has no message")
    }
    return content
  }
}
