import BookKittyDomain
import Foundation
import Testing

@Suite("Asking a question: the use case", .timeLimit(.minutes(3)))
struct AskQuestionUseCaseTests {
  private let question = "계획적인 삶을 살고 싶은데 어떻게 시작하면 좋을까?"

  @Test func theOwnedPicksAndTheNewBooksAreSavedOnceEach() async throws {
    let owned = Book(
      info: try info(1, "사피엔스"), isOwned: true, createdAt: Date(), updatedAt: Date())
    let store = MemoryStore(owned: [owned])
    let ask = AskQuestionUseCase(
      recommender: FixedRecommender(
        .success(
          Recommendation(
            ownedISBNs: [owned.isbn], newBooks: [try info(2, "코스모스"), try info(1, "사피엔스")],
            reason: "이유"))),
      books: store, questions: store)
    let saved = try await ask.execute("  " + question + "\n")
    #expect(saved.question == question, "blanks around the question are not stored")
    #expect(store.saved.map(\.books.count) == [2])
  }

  @Test(arguments: [BookKittyError.network("x"), .noRecommendation, .invalidModelOutput("x")])
  func nothingIsSavedWhenTheRecommenderFails(error: BookKittyError) async {
    let store = MemoryStore(owned: [])
    let ask = AskQuestionUseCase(
      recommender: FixedRecommender(.failure(error)), books: store, questions: store)
    await #expect(throws: error) { _ = try await ask.execute(question) }
    #expect(store.saved.isEmpty)
  }

  @Test func anEmptyRecommendationIsNoRecommendationAndSavesNothing() async {
    let store = MemoryStore(owned: [])
    let ask = AskQuestionUseCase(
      recommender: FixedRecommender(
        .success(Recommendation(ownedISBNs: [], newBooks: [], reason: "x"))),
      books: store, questions: store)
    await #expect(throws: BookKittyError.noRecommendation) { _ = try await ask.execute(question) }
    #expect(store.saved.isEmpty)
  }

  @Test func aQuestionOutsideTheRuleNeverReachesTheRecommender() async {
    let store = MemoryStore(owned: [])
    let recommender = FixedRecommender(.failure(.noRecommendation))
    let ask = AskQuestionUseCase(recommender: recommender, books: store, questions: store)
    await #expect(throws: BookKittyError.invalidQuestion(.tooShort(4))) {
      _ = try await ask.execute("너무 짧")
    }
    #expect(recommender.calls == 0)
  }

  private func info(_ number: Int, _ title: String) throws -> BookInfo {
    let isbn = try #require(ISBN(parsing: ["9791195894093", "9791197117640"][number - 1]))
    return BookInfo(isbn: isbn, title: title, author: "저자", publisher: "출판사", coverURL: nil)
  }
}
