import BookKittyAPI
import BookKittyData
import BookKittyDomain
import BookKittyServer
import BookKittyTestSupport
import CairnNetworking
import Foundation

/// The whole ask flow on real parts: the book-search server and, when asked, the OpenAI
/// stand-in, both on 127.0.0.1, and a SQLite file.
final class AskHarness: Sendable {
  let search: RunningBookKittyServer
  let standIn: OpenAIStandIn?
  let fixture: StoreFixture
  let catalog: [CatalogBook]
  let useCase: AskQuestionUseCase

  /// With the OpenAI stand-in scripted with `answers`, or the local model when `answers` is nil.
  /// A request to the stand-in may take a minute unless the test says otherwise: a guard
  /// against a hang, not a speed check.
  init(openAI answers: [OpenAIStandIn.Answer]?, timeout: Duration = .seconds(60)) async throws {
    search = try await RunningBookKittyServer.start(try BookKittyServer())
    catalog = search.server.books
    fixture = try await StoreFixture()
    let model: any RecommendationModel
    if let answers {
      let standIn = try await OpenAIStandIn.start(answers)
      self.standIn = standIn
      var configuration = OpenAIConfiguration(baseURL: standIn.baseURL, apiKey: "test-key")
      configuration.timeout = timeout
      model = OpenAICompatibleModel(
        configuration: configuration,
        retry: RetryInterceptor(policy: RetryPolicy(maxAttempts: 3), clock: ManualClock()))
    } else {
      standIn = nil
      model = LocalModel(catalog: catalog)
    }
    let pipeline = RecommendationPipeline(
      model: model,
      search: BookKittyDataFactory.makeSearch(
        serverURL: search.url, retry: RetryInterceptor(clock: ManualClock())),
      configuration: PipelineConfiguration(searchPause: .zero))
    useCase = AskQuestionUseCase(
      recommender: pipeline, books: fixture.store, questions: fixture.store,
      now: fixture.clock.reader)
  }

  /// Stops both servers.
  func stop() async {
    await standIn?.stop()
    await search.stopAndWait()
  }

  /// "도서명-저자명" of a catalog book, by title.
  func label(_ title: String) -> String {
    let book = catalog.first { $0.title == title }
    return "\(title)-\(book?.firstAuthor ?? "")"
  }

  /// The catalog book with this title, as a search describes it.
  func info(_ title: String) -> BookInfo? {
    catalog.first { $0.title == title }.flatMap {
      RespondBookItem(
        title: $0.title, link: "", image: "/bookkitty/covers/\($0.cover)",
        author: $0.authors.joined(separator: "^"), discount: $0.discount.map(String.init),
        publisher: $0.publisher, pubdate: $0.pubdate, isbn: $0.isbn,
        description: $0.description
      ).toDomain()
    }
  }

  /// True when nothing at all was stored.
  func isEmpty() async throws -> Bool {
    let questions = try await fixture.store.rowCount(of: "question")
    let links = try await fixture.store.rowCount(of: "question_book")
    let books = try await fixture.store.rowCount(of: "book")
    return questions == 0 && links == 0 && books == 0
  }
}
