import BookKittyData
import BookKittyDomain
import BookKittyPresentation
import BookKittyTestSupport
import CairnNetworking
import Foundation
import Testing

/// The books the pipeline tests search for.
enum Shelf {
  static let sapiens = TestBooks.info(1, title: "사피엔스", author: "유발 하라리")
  static let cosmos = TestBooks.info(2, title: "코스모스", author: "칼 세이건")
  static let habits = TestBooks.info(3, title: "아주 작은 습관의 힘", author: "제임스 클리어")
  static let grit = TestBooks.info(4, title: "그릿", author: "앤절라 더크워스")
  static let flow = TestBooks.info(5, title: "몰입", author: "황농문")
  static let mindset = TestBooks.info(6, title: "마인드셋", author: "캐럴 드웩")

  /// An owned book.
  static func owned(_ info: BookInfo) -> Book {
    let date = Date(timeIntervalSince1970: 1_795_000_000)
    return Book(info: info, isOwned: true, createdAt: date, updatedAt: date)
  }
}

/// Runs the pipeline with a scripted model and search, no pause, recording the steps.
struct PipelineRun {
  let model: ScriptedModel
  let search: ScriptedSearch
  let clock = ManualClock()
  var pause: Duration = .zero

  static let question = "계획적인 삶을 살고 싶은데 어떻게 시작하면 좋을까?"

  func run(owned: [Book] = []) async throws(BookKittyError) -> Recommendation {
    let pipeline = RecommendationPipeline(
      model: model, search: search,
      configuration: PipelineConfiguration(searchPause: pause, clock: clock))
    return try await pipeline.recommend(
      question: Self.question, ownedBooks: owned, progress: { _ in })
  }
}

/// Expects `body` to fail with an error whose popup is `title` / `body`.
func expectPopup(
  _ title: String, _ body: String, sourceLocation: SourceLocation = #_sourceLocation,
  _ work: () async throws(BookKittyError) -> Recommendation
) async {
  do {
    let result = try await work()
    Issue.record("expected a failure, got \(result)", sourceLocation: sourceLocation)
  } catch {
    let popup = BookKittyStrings.popup(for: error)
    #expect(popup?.title == title, "\(error)", sourceLocation: sourceLocation)
    #expect(popup?.body == body, "\(error)", sourceLocation: sourceLocation)
  }
}
