import BookKittyAPI
import BookKittyDomain
import BookKittyServer
import BookKittyTestSupport
import Foundation
import Testing

@testable import BookKittyData

@Suite("The local model over the sample catalog", .timeLimit(.minutes(3)))
struct LocalModelTests {
  private let question = "계획적인 삶을 살고 싶은데 어떻게 시작하면 좋을까?"

  private func model() throws -> (LocalModel, [CatalogBook]) {
    let catalog = try BookKittyServer.bundledCatalog()
    return (LocalModel(catalog: catalog), catalog)
  }

  @Test func proposesOneToThreeCatalogBooksInTheLabelForm() async throws {
    let (model, catalog) = try model()
    let picks = try ModelPicks(
      parsing: try await model.requestRecommendation(question: question, ownedBooks: []))
    #expect((1...3).contains(picks.recommendationNew.count))
    #expect(picks.recommendationOwned.isEmpty)
    for pick in picks.recommendationNew {
      let label = try BookLabel(parsing: pick)
      #expect(
        catalog.contains { $0.title == label.title && $0.firstAuthor == label.author }, "\(pick)")
    }
  }

  @Test func answersTheSameQuestionTheSameWay() async throws {
    let (model, _) = try model()
    let first = try await model.requestRecommendation(question: question, ownedBooks: [])
    let again = try await LocalModel(catalog: try BookKittyServer.bundledCatalog())
      .requestRecommendation(question: question, ownedBooks: [])
    #expect(first == again)
    let unrelated = "qzxv wprt mnbv lkjh 아무 상관 없는 말"
    #expect(
      try await model.requestRecommendation(question: unrelated, ownedBooks: [])
        == (try await model.requestRecommendation(question: unrelated, ownedBooks: [])))
  }

  @Test func proposesAnOwnedBookThatFitsExactlyAsItWasGivenAndNeverAsNew() async throws {
    let (model, catalog) = try model()
    let best = try BookLabel(
      parsing: try ModelPicks(
        parsing: try await model.requestRecommendation(question: question, ownedBooks: [])
      ).recommendationNew[0])
    let book = try #require(catalog.first { $0.title == best.title })
    let owned = BookLabel(title: book.title, author: book.authors.joined(separator: ", "))
    let picks = try ModelPicks(
      parsing: try await model.requestRecommendation(question: question, ownedBooks: [owned]))
    #expect(picks.recommendationOwned == [owned.text])
    #expect(!picks.recommendationNew.contains { $0.hasPrefix(book.title + "-") })
  }

  @Test func aReplacementAvoidsEveryExcludedTitle() async throws {
    let (model, _) = try model()
    let picks = try ModelPicks(
      parsing: try await model.requestRecommendation(question: question, ownedBooks: []))
    let excluded = try picks.recommendationNew.map { try BookLabel(parsing: $0).title }
    let replacement = try BookLabel(
      parsing: try await model.requestReplacement(question: question, excludedTitles: excluded))
    #expect(!excluded.contains(replacement.title))
  }

  @Test func theReasonQuotesEachBooksOwnDescriptionWithinTheLimit() async throws {
    let (model, catalog) = try model()
    let books = Array(catalog.prefix(3))
    let reason = try await model.requestReason(
      question: question, books: books.map { BookLabel(title: $0.title, author: $0.firstAuthor) })
    #expect(!reason.contains("\n"))
    for book in books {
      #expect(reason.contains("\(book.title): "))
    }
    let first = LocalModel.summary(
      of: books[0].description, for: Set(SearchTokenizer.tokens(in: question)))
    #expect(first.count <= LocalModel.reasonLimit)
    #expect(
      books[0].description.contains(
        first.components(separatedBy: " ").prefix(3).joined(separator: " ")))
  }
}
